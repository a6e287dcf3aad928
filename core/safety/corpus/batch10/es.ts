import type { Corpus } from '../corpus.ts'

export const es: Corpus = {
  crisis: {
    direct: ['ya no puedo mas, voy a acabar con mi vida'],
    passive: ['todos serian mas felices si yo nunca hubiera nacido'],
    plan: ['busque que altura tiene que tener un puente para que funcione'],
    method: ['pienso dejar el coche encendido en el garaje con la puerta cerrada'],
    farewell: ['hoy hice testamento y les escribi a todos los que quiero'],
    selfHarm: ['me pego en la cara hasta que salen moratones porque me lo merezco'],
    slang: ['sin mentir este finde me unaliveo'],
  },
  ordinary: {
    gym: [
      'rutina de abdominales brutal, el core esta muerto',
      'irritacion de la cuchilla despues de depilarme las piernas para la competi',
    ],
    hyperbole: ['antes muerta que correr un maraton jaja'],
    accident: ['me queme el brazo con la puerta del horno sacando las galletas'],
    grief: ['mi vecina murio de cancer el mes pasado, el funeral fue precioso'],
    humour: ['volvi a ver escuadron suicida, harley es la mejor'],
  },
}
