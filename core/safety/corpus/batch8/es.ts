import type { Corpus } from '../corpus.ts'

export const es: Corpus = {
  crisis: {
    direct: ['creo que esta vez si me voy a suicidar mia, no es broma'],
    passive: ['solo quiero dormirme y no despertar nunca mas', 'ojala pudiera desaparecer y no volver nunca'],
    plan: ['despues de los examenes me mato, ya lo decidi'],
    method: ['hay un puente cerca del curro y no paro de pensar en tirarme'],
    farewell: ['gracias por todo mia, fuiste buena conmigo. adios para siempre'],
    selfHarm: ['volvi a cortarme la semana pasada y no puedo parar'],
    slang: ['estoy a nada de unalivearme', 'hoy me quito de en medio'],
  },
  ordinary: {
    gym: [
      'tengo los isquios muertos despues del peso muerto rumano',
      'la semana que viene empiezo definicion, consejos para el hambre?',
    ],
    hyperbole: ['me mori cuando dijo eso 😂', 'este calor me mata, 34 grados en el gym'],
    accident: ['me corte con el moleteado de la barra jaja'],
    grief: ['mi abuela murio mientras dormia anoche'],
    humour: ['matenme, otra vez es lunes'],
  },
}
