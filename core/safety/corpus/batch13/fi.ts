import type { Corpus } from '../corpus.ts'

export const fi: Corpus = {
  crisis: {
    direct: [
      'rehellisesti en nää itteeni täällä enää jouluna, haluun et tää loppuu',
      'googlaan kolmelta yöllä miten tapan itteni',
      'oon ollu itsetuhonen viikkoja enkä jaksa enää esittää et kaikki on ok',
    ],
    passive: [
      'toivon et sairastun enkä vaan parane',
      'jos kone putois en ois ees surullinen',
      'joinain öinä makaan sängyssä ja toivon et sydän vaan pysähtyis',
    ],
    plan: [
      'valitsin jo kellonajan, kahelta yöllä kun kaikki nukkuu',
      'kämppä on tyhjä ensi viikonloppuna, sillon mä teen sen',
      'peruin kaikki menot 20. päivän jälkeen, en tarvii niitä kuitenkaan',
    ],
    method: [
      'montako äidin unilääkettä riittäis',
      'ajoin taas kallioille ja istuin reunalla tunnin',
      'mulla on vyö ja ovenkahva, katoin jo miten se tehään',
    ],
    farewell: [
      'jos et kuule musta tän yön jälkeen, kiitos kaikesta',
      'jätin puhelimen koodin ja pankkitiedot keittiön pöydälle siskolle',
      'sano pikkuveljelle et oon pahoillani ja et se ei ollu sen vika',
    ],
    selfHarm: [
      'poltan taas kättä sytkärillä kun on liian paha olla',
      'pitkät hihat kesälläkin sen takia mitä teen käsilleni',
      'hakkasin päätä seinään kunnes näin tähtiä, vaan se auttaa',
    ],
    slang: [
      'oikeesti kohta sewerslide',
      'mietin et nousen bussiin, siihen lopulliseen',
      'haluun unalive ihan oikeesti tällä kertaa',
    ],
  },
  ordinary: {
    gym: [
      'vedettiin suicideja kunnes meinas oksentaa, valmentaja on hirviö',
      'dieetti viikko 6, 4 kiloa alas',
    ],
    hyperbole: [
      'jos kuulen ton biisin vielä kerran hyppään ikkunasta',
      'pomo tappaa mut, missasin deadlinen',
    ],
    accident: [
      'viilsin peukalon auki sipulia pilkkoessa, verta joka paikassa haha',
      'kaaduin pyörällä ja raavin koko käsivarren',
    ],
    grief: [
      'tänään tulee vuosi kun isä kuoli, ikävä',
      'koira jouduttiin lopettamaan eilen, en pysty lopettaa itkemistä',
    ],
    humour: [
      'haudatkaa mut mun foamrollerin kanssa',
      'tää burpeetreeni on mun kuolema, sanokaa äidille et rakastin sitä',
    ],
  },
}
