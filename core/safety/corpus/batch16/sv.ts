import type { Corpus } from '../corpus.ts'

export const sv: Corpus = {
  crisis: {
    direct: [
      'jag tänker på att ta livet av mig mer än på nåt annat',
      'jag ska ta mitt liv, ville bara säga det till nån',
    ],
    passive: [
      'ärligt önskar jag att jag aldrig blivit född',
      'om jag inte vaknade imorgon vore det okej för mig',
    ],
    plan: [
      'när min rumskompis åker på semester den 22a, då',
      'har hållit fredagskvällen fri, efter det finns jag inte',
    ],
    method: [
      'jag har tillräckligt med insulin hemma för att göra det',
      'tittar på bron vid jobbet varje dag, den är hög nog',
    ],
    farewell: [
      'tack för att du lyssnat alla de här månaderna, det här är slutet för mig',
      'spelade in en video till mina föräldrar, till efteråt',
    ],
    selfHarm: [
      'jag slår mig själv i magen tills jag inte kan andas',
      'har börjat skära mig igen, låren är fulla',
    ],
    slang: ['lowkey vill kms ikväll', 'kanske unalivar mig efter terminen, skämtar inte'],
  },
  ordinary: { gym: [], hyperbole: [], accident: [], grief: [], humour: [] },
}
