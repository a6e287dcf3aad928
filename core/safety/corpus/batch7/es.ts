import type { Corpus } from '../corpus.ts'

export const es: Corpus = {
  crisis: {
    direct: ['no te voy a mentir mia ya no quiero estar viva', 'creo que me voy a suicidar antes de navidad'],
    passive: ['a veces solo espero no despertar mañana', 'para que, prefiero estar muerto que seguir asi'],
    plan: ['esta noche es la noche, ya esta todo listo', 'apunte cuando y donde, va a ser el viernes'],
    method: [
      'saque la pistola de mi padre de la caja fuerte, esta cargada',
      'luego me estrello con el coche contra un arbol en la autopista',
    ],
    farewell: [
      'le di mi gato a la vecina y borre todas mis redes, adios a todos',
      'este es el ultimo mensaje que te mando, gracias por escucharme',
    ],
    selfHarm: [
      'la cuchilla es lo unico que me calma ultimamente',
      'otra vez me estoy quemando los brazos con un mechero',
    ],
    slang: ['esta noche me unaliveo', 'estoy a nada de pegarme un tiro', 'ya fue, me quito del medio hoy'],
  },
  ordinary: {
    gym: ['la assault bike me esta matando, 3 rondas mas 😩', 'el lunes empiezo la definicion, adios pizza'],
    hyperbole: ['otro baile de tiktok y me muero', 'mataria por un curry ahora mismo'],
    accident: ['me corte el dedo picando cebolla jaja', 'me queme la lengua con el cafe'],
    grief: [
      'mi tia se quito la vida el año pasado y pienso mucho en ella',
      'hoy tuvimos que dormir a nuestro perro viejito',
    ],
    humour: ['ese examen me mato, rip mi media', 'vi una peli de terror donde mueren todos, 10/10'],
  },
}
