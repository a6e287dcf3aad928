import type { Corpus } from '../corpus.ts'

export const es: Corpus = {
  crisis: {
    direct: ['lo intente el año pasado y creo que lo voy a volver a intentar'],
    passive: ['no veo ningun futuro para mi, solo quiero que el dolor pare para siempre'],
    plan: ['cuando termine esta carta sera la hora'],
    method: ['cual es la dosis letal de sertralina, pregunto por mi'],
    farewell: ['quiero que sepas que me ayudaste, esto es un adios mia'],
    selfHarm: ['me quemo a proposito con la plancha del pelo cuando estoy sola'],
    slang: ['estoy preparando la playlist de mi propio funeral y no es broma'],
  },
  ordinary: {
    gym: ['intento de marca personal hoy, cruzad los dedos'],
    hyperbole: ['el reto de burpees casi me mata jaja'],
    accident: ['me tropece en la cinta y me raspe la rodilla'],
    grief: ['el padre de mi amigo fallecio, mañana es el funeral'],
    humour: ['mis plantas se estan muriendo otra vez, mato todo lo que toco'],
  },
}
