import type { Corpus } from '../corpus.ts'

export const sv: Corpus = {
  crisis: { direct: [], passive: [], plan: [], method: [], farewell: [], selfHarm: [], slang: [] },
  ordinary: {
    gym: [
      'tog en ipren för knät innan löpningen, är det ok?',
      'kan jag ta smärtstillande efter ett hårt pass',
      'mina allergitabletter gör mig trött, kan jag träna ändå',
      'tar jag magnesiumtabletterna innan jag sover eller på morgonen',
      'vi klättrade upp på taket för att titta på fyrverkerierna',
      'imorgon är det repklättring på mitt crossfitpass',
      'vi hoppade från klipporna ner i sjön, så kul',
      'tog tåget till mina föräldrar över helgen',
      'jag har huvudvärk, funkar alvedon med kreatin',
      'brospringet på söndag i soluppgången var så vackert',
    ],
    hyperbole: [],
    accident: [],
    grief: [],
    humour: [],
  },
}
