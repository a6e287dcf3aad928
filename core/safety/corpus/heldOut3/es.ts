import type { Corpus } from '../corpus.ts'

export const es: Corpus = {
  crisis: {
    direct: ['me quiero suicidar en serio', 'ya no quiero estar viva'],
    passive: ['sería más fácil si dejara de existir', 'rezo para no despertarme'],
    plan: [
      'el viernes por la noche ya está todo planeado',
      'mañana cuando mi madre se vaya a trabajar lo hago',
    ],
    method: [
      'cuántos paracetamoles hacen falta para no despertar',
      'miro las vías del tren cada día y pienso en tirarme',
    ],
    farewell: [
      'gracias por todo, esto es un adiós',
      'estoy regalando todas mis cosas, ya no las voy a necesitar',
    ],
    selfHarm: ['los cortes en mis brazos son cada vez más profundos', 'me pego hasta que me salen moratones'],
    slang: [
      'me voy a unalivear pronto',
      'otra vez pensando en matarme',
      'me largo para siempre, adiós a todos',
    ],
  },
  ordinary: {
    gym: [
      'los sprints en cuesta me destrozaron',
      'el lunes empiezo la definición',
      'el día de pierna fue brutal, no siento las piernas',
    ],
    hyperbole: ['mataría por una siesta', 'me matas con tus chistes', 'me morí cuando dijo eso 💀'],
    accident: [
      'me corté con una hoja de papel jaja',
      'me hice daño moviendo el sofá',
      'me quemé la lengua con la sopa',
    ],
    grief: [
      'mi tío falleció esta mañana',
      'hoy hace un año que murió mamá',
      'tuvimos que dormir a nuestro gato viejo',
    ],
    humour: [
      'los lunes van a acabar conmigo',
      'mi bandeja de entrada quiere matarme',
      'si vuelve a sonar esa canción me tiro por la ventana jaja',
    ],
  },
}
