import type { Corpus } from '../corpus.ts'

export const de: Corpus = {
  crisis: { direct: [], passive: [], plan: [], method: [], farewell: [], selfHarm: [], slang: [] },
  ordinary: {
    gym: [
      'hab vor dem lauf ein ibuprofen fürs knie genommen, ist das ok?',
      'darf ich nach einem harten training schmerztabletten nehmen',
      'meine allergietabletten machen mich müde, kann ich trotzdem trainieren',
      'nehm ich die magnesiumtabletten vor dem schlafen oder morgens',
      'wir sind aufs dach geklettert um das feuerwerk zu sehen',
      'morgen ist seilklettern in meinem crossfit kurs',
      'wir sind von den felsen in den see gesprungen, so lustig',
      'bin mit dem zug übers wochenende zu meinen eltern gefahren',
      'hab kopfweh, geht paracetamol zusammen mit kreatin',
      'der brückenlauf am sonntag war bei sonnenaufgang wunderschön',
    ],
    hyperbole: [],
    accident: [],
    grief: [],
    humour: [],
  },
}
