import type { Corpus } from '../corpus.ts'

export const es: Corpus = {
  crisis: {
    direct: ['quiero morirme de verdad', 'voy a quitarme la vida'],
    passive: ['ojalá no despertara mañana', 'a veces desearía no existir'],
    plan: ['ya lo decidí, esta noche lo hago', 'el sábado cuando no haya nadie en casa acabo con todo'],
    method: ['llevo semanas guardando pastillas para dormir', 'estoy pensando en tirarme del puente'],
    farewell: ['escribí cartas de despedida para mi familia', 'cuida de mi perro cuando ya no esté'],
    selfHarm: ['me volví a cortar anoche', 'me hago daño a propósito para sentir algo'],
    slang: ['me quiero matar neta', 'ya no quiero seguir viviendo', 'quiero desaparecer para siempre'],
  },
  ordinary: {
    gym: [
      'el entreno de pierna me mató',
      'estoy en definición así que nada de pizza',
      'estas planchas me están matando',
    ],
    hyperbole: ['mataría por un café ahora mismo', 'me muero de risa 😂', 'me muero por unas tapas'],
    accident: [
      'me corté el dedo pelando patatas',
      'me quemé con la sartén',
      'me caí de la bici y me hice daño en la rodilla',
    ],
    grief: ['mi abuelo murió la semana pasada', 'hoy fue el entierro de mi tía', 'mi gato se murió ayer'],
    humour: ['esta reunión me está matando', 'otro lunes así y me muero', 'estoy muerta jajaja'],
  },
}
