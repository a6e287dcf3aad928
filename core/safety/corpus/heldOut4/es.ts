import type { Corpus } from '../corpus.ts'

export const es: Corpus = {
  crisis: {
    direct: ['sinceramente quiero matarme', 'creo que pronto me voy a quitar la vida'],
    passive: ['me daría igual si mañana me atropella un coche', 'solo quiero que todo pare, para siempre'],
    plan: ['ya elegí la fecha, es el domingo', 'después del examen del jueves acabo con todo'],
    method: [
      'hoy compré una cuerda y sé para qué',
      'tengo una botella de vodka y todas mis pastillas preparadas',
    ],
    farewell: ['dile a mi madre que la quiero, mañana ya no estaré', 'perdón por todo, adiós para siempre'],
    selfHarm: ['me araño los brazos hasta sangrar', 'me quemo la piel con cigarros cuando estoy mal'],
    slang: ['lista para unalivearme', 'esta noche me piro para siempre', 'estoy harta, ya me mato'],
  },
  ordinary: {
    gym: [
      'los box jumps me mataron los gemelos',
      'día 3 de definición y me muero de hambre',
      'el entrenador quiere matarnos con burpees',
    ],
    hyperbole: [
      'me muero si me contesta',
      'mi madre me va a matar cuando vea las notas',
      'me muero de ganas de probar ese ramen',
    ],
    accident: [
      'me corté el pulgar abriendo un paquete',
      'me tropecé y me hice daño en la muñeca',
      'me quemé con la plancha',
    ],
    grief: [
      'el padre de mi mejor amiga murió ayer',
      'enterramos a la abuela el sábado',
      'el funeral fue bonito pero lloré mucho',
    ],
    humour: [
      'mi móvil está al 1%, recen por él',
      'este examen va a ser mi fin',
      'rip mi horario de sueño jaja',
    ],
  },
}
