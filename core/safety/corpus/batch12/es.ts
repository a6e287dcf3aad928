import type { Corpus } from '../corpus.ts'

export const es: Corpus = {
  crisis: {
    direct: ['sinceramente estaria mejor muerto a estas alturas'],
    passive: ['solo quiero dejar de existir, no morir exactamente, solo parar'],
    plan: ['ya elegi el sitio junto al rio'],
    method: ['tengo un monton de pastillas para dormir de mi madre en mi cuarto'],
    farewell: ['si este es mi ultimo mensaje, que sepas que no fue tu culpa'],
    selfHarm: ['me corto las muñecas cuando todos duermen'],
    slang: ['voy a hacer sewerslide sin mentir'],
  },
  ordinary: {
    gym: [
      'este batido de proteina sabe a muerte',
      'mi tecnica de peso muerto me esta matando la espalda',
      'estoy en definicion asi que nada de postre',
      'piernas ardiendo despues del escalador',
    ],
    hyperbole: ['podria morirme de felicidad, me dieron el trabajo!'],
    accident: ['casi me corto el dedo cortando un bagel'],
    grief: ['el abuelo murio en paz a los 94, estamos tristes pero agradecidos'],
    humour: ['el villano se suicida al final del libro, que giro'],
  },
}
