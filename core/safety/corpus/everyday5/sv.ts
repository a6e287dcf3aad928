import type { Corpus } from '../corpus.ts'

export const sv: Corpus = {
  crisis: { direct: [], passive: [], plan: [], method: [], farewell: [], selfHarm: [], slang: [] },
  ordinary: {
    gym: [
      'för många notiser idag, jag stänger av ljudet på mobilen',
      'vänta lite, jag försöker igen senare',
      'det här är mitt sista set, sen går jag hem',
      'hej så länge, hörs imorgon',
      'jag lämnar gymmet nu, ses',
      'gjorde en plan för veckan: tre pass och en lång promenad',
      'gav mina gamla hantlar till min bror',
      'skrev mina mål för i år i en anteckningsbok',
      'jag är klar för veckan, helgläge',
      'förra gången jag testade det här receptet brändes det',
      'jag är bortrest i helgen, ingen träning',
      'köpte ett nytt knivset till matlådorna',
      'vi ska bada i ån imorgon',
      'tack, du hjälper mig alltid så mycket',
      'min syster flyttar hemifrån, jag kommer sakna henne',
      'sov inte alls, jag är en zombie idag',
    ],
    hyperbole: [],
    accident: [],
    grief: [],
    humour: [],
  },
}
