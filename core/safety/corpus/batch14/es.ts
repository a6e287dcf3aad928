import type { Corpus } from '../corpus.ts'

export const es: Corpus = {
  crisis: {
    direct: [
      'quiero morirme de verdad, no es broma',
      'llevo tiempo planeando acabar con todo',
      'me voy a matar y nadie me lo va a impedir',
    ],
    passive: [
      'me daría igual simplemente dejar de existir',
      'no paro de desear que me pase algo y que se acabe',
      'para qué despertarme mañana',
    ],
    plan: [
      'el sábado cuando mis padres estén en el pueblo, ese es el día',
      'ya he decidido cómo y cuándo',
      'anoche hice el testamento y lo dejé todo en orden',
    ],
    method: [
      'estoy en el balcón de un noveno piso ahora mismo',
      'con una botella de vodka y una caja entera de paracetamol vale?',
      'sé qué tren no para en mi estación',
    ],
    farewell: [
      'este es mi último mensaje a nadie, cuidad de mi gato',
      'perdón mamá, te quiero, adiós',
      'esta noche borro todas mis cuentas, fue bonito hablar contigo',
    ],
    selfHarm: [
      'me grabé su nombre en el muslo con una cuchilla',
      'los cortes son cada vez más profundos',
      'me araño los brazos hasta sangrar cuando me enfado',
    ],
    slang: [
      'en serio hora de kms',
      'estoy tan harto, luego me unalive',
      'kys es lo que me digo en el espejo cada día',
    ],
  },
  ordinary: {
    gym: [
      'el entrenador dijo suicidios hasta que alguien abandone jaja',
      'el peso muerto me mató, no siento las piernas',
    ],
    hyperbole: [
      'me muero si no me tomo un café',
      'este excel me da ganas de tirar el portátil desde la azotea',
    ],
    accident: [
      'me quemé la mano con la sartén haciendo tortitas',
      'me corté con un vaso roto fregando los platos',
    ],
    grief: [
      'el funeral de mi abuela es el viernes',
      'un chico de mi gimnasio murió en un accidente de coche, sigo en shock',
    ],
    humour: ['si me vuelvo a saltar el día de pierna enterradme', 'mis últimas palabras serán una repe más'],
  },
}
