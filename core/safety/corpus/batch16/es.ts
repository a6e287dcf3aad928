import type { Corpus } from '../corpus.ts'

export const es: Corpus = {
  crisis: {
    direct: [
      'pienso en matarme más que en cualquier otra cosa',
      'me voy a quitar la vida, solo quería decírselo a alguien',
    ],
    passive: ['sinceramente ojalá no hubiera nacido', 'si mañana no me despertara me parecería bien'],
    plan: [
      'cuando mi compañero de piso se vaya de vacaciones el 22, entonces',
      'he dejado libre el viernes por la noche, después ya no estaré',
    ],
    method: [
      'tengo suficiente insulina en casa para hacerlo',
      'miro todos los días el puente cerca del trabajo, es lo bastante alto',
    ],
    farewell: [
      'gracias por escucharme todos estos meses, esto es el final para mí',
      'grabé un vídeo para mis padres, para después',
    ],
    selfHarm: [
      'me doy puñetazos en el estómago hasta que no puedo respirar',
      'he vuelto a cortarme, tengo los muslos llenos',
    ],
    slang: ['lowkey quiero kms esta noche', 'igual me unalive después del semestre, no es broma'],
  },
  ordinary: { gym: [], hyperbole: [], accident: [], grief: [], humour: [] },
}
