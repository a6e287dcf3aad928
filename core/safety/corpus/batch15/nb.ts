import type { Corpus } from '../corpus.ts'

export const nb: Corpus = {
  crisis: {
    direct: [],
    passive: [
      'jeg ønsker hele tiden at jeg kunne sovne og forbli sånn',
      'ingen ville engang merket det om jeg ikke var her lenger',
    ],
    plan: [
      'jeg venter til barna er hos faren sin neste helg, så er det gjort',
      '1. mars, det er datoen min. alt er ordnet',
      'så snart vakta er ferdig kjører jeg til kysten og kommer ikke tilbake',
      'sa til jobben at jeg har ferie fra mandag, ingen kommer til å lete etter meg',
    ],
    method: [
      'jeg har grillkullet og teipen til baderomsdøra',
      'hvor dypt er vannet under havnebrua',
      'kjøpte en eske sovetabletter til på et annet apotek i dag',
      'jeg står på motorveibrua, trailerne der nede går så fort',
    ],
    farewell: [
      'har skrevet ned hvem som skal få tingene mine, det ligger i øverste skuff',
      'sendte mamma blomster og et kort om at jeg er lei meg for alt',
      'logger av for siste gang, takk alle sammen',
      'byttet passordene mine og ga søsteren min lista, hun kommer til å trenge den',
    ],
    selfHarm: [],
    slang: [],
  },
  ordinary: { gym: [], hyperbole: [], accident: [], grief: [], humour: [] },
}
