import type { Corpus } from '../corpus.ts'

export const sv: Corpus = {
  crisis: {
    direct: [
      'ärligt ser jag inte mig själv här till jul, jag vill att det ska ta slut',
      'jag googlar klockan 3 på natten hur jag ska ta livet av mig',
      'har varit självmordsbenägen i veckor och orkar inte låtsas att allt är bra',
    ],
    passive: [
      'hoppas jag blir sjuk och bara inte blir frisk',
      'om planet störtade skulle jag inte ens bli ledsen',
      'vissa nätter ligger jag och önskar att hjärtat bara slutar slå',
    ],
    plan: [
      'jag har valt tiden, 2 på natten, när alla sover',
      'lägenheten är tom nästa helg, då gör jag det',
      'har ställt in allt efter den 20e, behöver det ändå inte',
    ],
    method: [
      'hur många av mammas sömntabletter skulle räcka',
      'körde till klipporna igen och satt på kanten en timme',
      'jag har ett bälte och dörrhandtaget, har kollat hur man gör',
    ],
    farewell: [
      'om du inte hör av mig efter i natt, tack för allt',
      'lämnade mobilkoden och bankuppgifterna på köksbordet till min syster',
      'säg till lillebror att jag är ledsen och att det inte var hans fel',
    ],
    selfHarm: [
      'jag bränner armen med tändaren igen när det blir för jobbigt',
      'långärmat på sommaren på grund av vad jag gör med armarna',
      'slog huvudet i väggen tills jag såg stjärnor, det är det enda som hjälper',
    ],
    slang: [
      'asså snart sewerslide',
      'funderar på att ta bussen, den permanenta',
      'vill unalive på riktigt den här gången',
    ],
  },
  ordinary: {
    gym: ['körde suicides tills jag nästan spydde, tränaren är ett monster', 'deff vecka 6, ner 4 kilo'],
    hyperbole: [
      'om jag hör den låten en gång till hoppar jag ut genom fönstret',
      'chefen kommer döda mig, jag missade deadline',
    ],
    accident: [
      'skar upp tummen när jag hackade lök, blod överallt haha',
      'ramlade av cykeln och skrapade upp hela armen',
    ],
    grief: [
      'idag är det ett år sen pappa dog, saknar honom',
      'min hund fick somna in igår, kan inte sluta gråta',
    ],
    humour: [
      'begrav mig med min foamroller',
      'det här burpeepasset blir min död, säg till mamma att jag älskade henne',
    ],
  },
}
