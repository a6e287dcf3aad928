import type { Corpus } from '../corpus.ts'

export const es: Corpus = {
  crisis: {
    direct: ['esta vez me mato de verdad', 'solo quiero morirme, sinceramente'],
    passive: ['nadie se daría cuenta si desapareciera', 'no veo ningún motivo para seguir viviendo'],
    plan: [
      'he planeado cómo hacerlo, es esta noche',
      'lo he preparado todo para el sábado, el domingo ya no estaré',
    ],
    method: [
      'no paro de mirar la caja de somníferos y pienso en tomármelos todos',
      'esta noche voy a estrellar el coche contra un muro en la autopista',
    ],
    farewell: [
      'les dejé una nota a mis padres, decidles que los quiero',
      'borré todo y le di mi perro a mi hermana, adiós',
    ],
    selfHarm: [
      'anoche me volví a cortar, es lo único que me ayuda',
      'tengo tantas ganas de hacerme daño ahora mismo',
    ],
    slang: ['hora de kms, no puedo más', 'pensando en unalivearme la verdad'],
  },
  ordinary: {
    gym: [
      'los burpees hoy me quieren matar',
      'estoy en definición y me muero por unos carbohidratos',
      'corrimos suicidios en baloncesto, tengo las piernas de gelatina',
    ],
    hyperbole: [
      'una ensalada más y me muero',
      'mataría literalmente por una siesta',
      'este calor va a acabar conmigo',
    ],
    accident: [
      'me corté con el cortasetos, solo un arañazo',
      'me volví a quemar con la plancha del pelo jaja',
      'me hice daño al caerme de la cinta de correr',
    ],
    grief: [
      'mi madre murió en marzo y la echo de menos cada día',
      'hoy tuvimos que despedirnos de nuestro perro viejo',
      'el hermano de mi amigo murió en un accidente',
    ],
    humour: [
      'estoy fallecida 💀 ese vídeo',
      'esta hoja de cálculo me está matando poco a poco',
      'me moriría de vergüenza si me viera',
    ],
  },
}
