import type { Corpus } from '../corpus.ts'

export const fi: Corpus = {
  crisis: {
    direct: ['en jaksa tätä enää, mä aion lopettaa mun elämän'],
    passive: ['kaikki ois onnellisempia jos en ois koskaan syntyny'],
    plan: ['oon googlannu kuinka korkee sillan pitää olla että se toimii'],
    method: ['mietin et jätän auton käyntiin autotalliin ovi kiinni'],
    farewell: ['tein tänään testamentin ja kirjotin kaikille joita rakastan'],
    selfHarm: ['lyön itteäni naamaan kunnes tulee mustelmia koska ansaitsen sen'],
    slang: ['ei valetta, viikonloppuna unalivean itteni'],
  },
  ordinary: {
    gym: [
      'tappava vatsatreeni tänään, core on kuollu',
      'partakoneen ihottuma jalkojen ajon jälkeen kisoja varten',
    ],
    hyperbole: ['mieluummin kuolen kuin juoksen maratonin haha'],
    accident: ['poltin käsivarren uunin luukkuun kun otin keksit pois'],
    grief: ['mun naapuri kuoli syöpään viime kuussa, hautajaiset oli kauniit'],
    humour: ['katoin taas suicide squadin, harley on paras'],
  },
}
