import type { Corpus } from '../corpus.ts'

export const fi: Corpus = {
  crisis: {
    direct: ['rehellisesti mulla ois parempi olla kuollut tässä vaiheessa'],
    passive: ['haluun vaan lakata olemasta, en kuolla ihan, vaan lopettaa'],
    plan: ['oon jo valinnu paikan joen rannalta'],
    method: ['mulla on kasa äidin unilääkkeitä mun huoneessa'],
    farewell: ['jos tää on mun viimenen viesti, tiedä et se ei ollu sun vika'],
    selfHarm: ['viiltelen ranteitani kun kaikki nukkuu'],
    slang: ['meen tekeen sewersliden ei valetta'],
  },
  ordinary: {
    gym: [
      'tää proteiinipirtelö maistuu kuolemalta',
      'mun maastavetotekniikka tappaa mun alaselän',
      'oon dieetillä joten ei jälkkäriä',
      'jalat tulessa porraskoneen jälkeen',
    ],
    hyperbole: ['voisin kuolla onnesta, sain työpaikan!'],
    accident: ['melkein leikkasin sormen irti bagelia leikatessa'],
    grief: ['pappa kuoli rauhallisesti 94-vuotiaana, ollaan surullisia mutta kiitollisia'],
    humour: ['pahis tappaa itsensä kirjan lopussa, mikä käänne'],
  },
}
