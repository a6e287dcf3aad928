import type { Corpus } from '../corpus.ts'

export const de: Corpus = {
  crisis: {
    direct: [],
    passive: [
      'ich wünsch mir ständig einfach einzuschlafen und so zu bleiben',
      'keiner würde es überhaupt merken wenn ich nicht mehr da wär',
    ],
    plan: [
      'ich wart bis die kinder nächstes wochenende bei ihrem vater sind, dann ist es vorbei',
      'der 1. märz, das ist mein datum. alles ist geregelt',
      'sobald die schicht vorbei ist fahr ich an die küste und komm nicht zurück',
      'hab der arbeit gesagt ich hab ab montag urlaub, keiner wird nach mir suchen',
    ],
    method: [
      'hab die grillkohle und das klebeband für die badezimmertür',
      'wie tief ist das wasser unter der hafenbrücke',
      'hab heute in einer anderen apotheke noch eine packung schlaftabletten gekauft',
      'steh auf der autobahnbrücke, die lkws unten sind so schnell',
    ],
    farewell: [
      'hab aufgeschrieben wer meine sachen kriegt, liegt in der obersten schublade',
      'hab mama blumen geschickt und eine karte, dass mir alles leid tut',
      'ich logg mich zum letzten mal aus, danke euch allen',
      'hab meine passwörter geändert und meiner schwester die liste gegeben, sie wird sie brauchen',
    ],
    selfHarm: [],
    slang: [],
  },
  ordinary: { gym: [], hyperbole: [], accident: [], grief: [], humour: [] },
}
