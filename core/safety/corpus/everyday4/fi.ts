import type { Corpus } from '../corpus.ts'

export const fi: Corpus = {
  crisis: { direct: [], passive: [], plan: [], method: [], farewell: [], selfHarm: [], slang: [] },
  ordinary: {
    gym: [
      'otin buranan polveen ennen lenkkiä, onks se ok?',
      'voinko ottaa särkylääkettä kovan treenin jälkeen',
      'allergialääkkeet väsyttää, voinko silti treenata',
      'otanko magnesiumtabletit ennen nukkumaanmenoa vai aamulla',
      'kiivettiin katolle kattomaan ilotulitusta',
      'huomenna on köysikiipeilyä mun crossfit tunnilla',
      'hypättiin kalliolta järveen, tosi hauskaa',
      'menin junalla vanhemmille viikonlopuks',
      'päätä särkee, käykö panadol kreatiinin kanssa',
      'siltajuoksu sunnuntaina auringonnousussa oli upea',
    ],
    hyperbole: [],
    accident: [],
    grief: [],
    humour: [],
  },
}
