import type { Corpus } from '../corpus.ts'

export const nb: Corpus = {
  crisis: {
    direct: ['ærlig talt har jeg planlagt å ta livet mitt en stund nå'],
    passive: ['spiller det noen rolle om jeg dør, ingen ville merket det på flere dager'],
    plan: ['jeg har planlagt hele natten, huset blir tomt'],
    method: ['kjøpte 3 pakker paracet på forskjellige butikker så ingen spør'],
    farewell: ['har lagt passordene mine og en lapp til broren min på pulten'],
    selfHarm: ['lårene mine er fulle av arr og jeg lager flere hele tiden'],
    slang: ['i natt drar jeg på ordentlig hvis du skjønner hva jeg mener', 'jeg er ferdig, kms i natt'],
  },
  ordinary: {
    gym: ['beinpress til failure, lårene skriker haha', 'makroene stemmer, uke 2 på diett'],
    hyperbole: ['sjefen kommer til å drepe meg hvis jeg glipper fristen'],
    accident: ['mistet en tallerken på foten og det blødde gjennom sokken'],
    grief: ['neste uke er det årsdagen for pappas selvmord og jeg gruer meg'],
    humour: ['så nettopp nyhetene, en mann drepte naboen sin for en parkeringsplass, gal verden'],
  },
}
