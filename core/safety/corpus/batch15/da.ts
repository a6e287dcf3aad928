import type { Corpus } from '../corpus.ts'

export const da: Corpus = {
  crisis: {
    direct: [],
    passive: [
      'jeg ønsker hele tiden at jeg kunne falde i søvn og blive der',
      'ingen ville engang opdage det hvis jeg ikke var her mere',
    ],
    plan: [
      'jeg venter til børnene er hos deres far næste weekend, så er det overstået',
      '1. marts, det er min dato. alt er ordnet',
      'så snart vagten er slut kører jeg til kysten og kommer ikke tilbage',
      'sagde til arbejdet at jeg har ferie fra mandag, ingen kommer og leder efter mig',
    ],
    method: [
      'jeg har grillkullet og tapen til badeværelsesdøren',
      'hvor dybt er vandet under havnebroen',
      'købte en æske sovepiller mere på et andet apotek i dag',
      'jeg står på motorvejsbroen, lastbilerne dernede kører så stærkt',
    ],
    farewell: [
      'har skrevet ned hvem der skal have mine ting, det ligger i øverste skuffe',
      'sendte min mor blomster og et kort om at jeg er ked af det hele',
      'logger af for sidste gang, tak til jer alle',
      'skiftede mine adgangskoder og gav min søster listen, hun får brug for den',
    ],
    selfHarm: [],
    slang: [],
  },
  ordinary: { gym: [], hyperbole: [], accident: [], grief: [], humour: [] },
}
