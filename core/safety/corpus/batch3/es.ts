import type { Corpus } from '../corpus.ts'

export const es: Corpus = {
  crisis: {
    direct: ['de verdad quiero morir, nada funciona', 'me voy a quitar la vida, lo digo en serio'],
    passive: ['ojalá no hubiera nacido nunca', 'sería más fácil para todos si yo no estuviera'],
    plan: [
      'lo tengo todo planeado para el domingo por la noche',
      'mañana temprano lo hago, la carta está en mi escritorio',
    ],
    method: [
      'estoy en el tejado del edificio y quiero saltar',
      'he contado 40 paracetamoles y me los voy a tragar',
    ],
    farewell: [
      'es la última vez que sabéis de mí, perdón por todo',
      'me he despedido de mi familia y les he dejado cartas',
    ],
    selfHarm: ['llevo meses autolesionándome, nadie lo sabe', 'me golpeo y me rasco la piel hasta sangrar'],
    slang: ['me unaliveo hoy, en serio', 'esta noche acabo con todo, estoy harta'],
  },
  ordinary: {
    gym: [
      'los sprints al final del entreno me destrozaron',
      'estoy en definición para la competi, 1800 calorías',
      'el peso muerto me ha matado la espalda hoy',
    ],
    hyperbole: ['mi madre me mata cuando vea el tatuaje', 'me muero por un café', 'ese examen casi me mata'],
    accident: [
      'me corté con una lata abriendo la cena',
      'me caí por las escaleras y me hice bastante daño',
      'mi vecino saltó del barco al lago y perdió el móvil',
    ],
    grief: [
      'mi tío se quitó la vida hace años y todavía pienso en él',
      'mi abuelo murió mientras dormía, tenía 94 años',
      'mi gato murió la semana pasada, estoy destrozada',
    ],
    humour: [
      'si me vuelve a contestar solo "ok" te juro 💀',
      'ese meme está tan muerto que es un fósil',
      'se me ha muerto el móvil otra vez jaja',
    ],
  },
}
