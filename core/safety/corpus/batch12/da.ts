import type { Corpus } from '../corpus.ts'

export const da: Corpus = {
  crisis: {
    direct: ['ærligt talt var jeg bedre tjent med at være død nu'],
    passive: ['jeg vil bare holde op med at eksistere, ikke dø præcis, bare stoppe'],
    plan: ['har allerede valgt stedet ved åen'],
    method: ['har en masse af mors sovepiller på mit værelse'],
    farewell: ['hvis det her er min sidste besked, så vid at det ikke var din skyld'],
    selfHarm: ['jeg skærer i mine håndled når alle sover'],
    slang: ['skal lave en sewerslide ingen løgn'],
  },
  ordinary: {
    gym: [
      'den her proteinshake smager af død',
      'min dødløftteknik slår min lænd ihjel',
      'jeg er på kur så ingen dessert',
      'brændende ben efter trappemaskinen',
    ],
    hyperbole: ['jeg kunne dø af lykke, jeg fik jobbet!'],
    accident: ['skar næsten fingeren af da jeg skar en bagel'],
    grief: ['morfar døde fredeligt 94 år gammel, vi er kede af det men taknemmelige'],
    humour: ['skurken tager sit eget liv til sidst i bogen, sikke et twist'],
  },
}
