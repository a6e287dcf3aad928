import type { Corpus } from '../corpus.ts'

export const es: Corpus = {
  crisis: {
    direct: [
      'me voy a matar te lo juro',
      'la verdad solo quiero morirme, todos los dias son iguales',
      'estoy pensando en serio en quitarme la vida',
    ],
    passive: [
      'rezo para no despertarme mañana',
      'si me atropellara un coche mañana me daria igual',
      'todos estarian mejor sin mi',
    ],
    plan: [
      'ya se como lo voy a hacer, solo espero al sabado',
      'cuando mis padres se vayan de vacaciones lo hago, ya lo tengo todo pensado',
    ],
    method: [
      'llevo semanas guardando mis pastillas para dormir, creo que ya son suficientes',
      'estoy en la azotea del parking ahora, esta altisimo',
      'cuantos ibuprofenos hacen falta para no despertarse',
    ],
    farewell: [
      'si despues de esta noche no saben nada de mi, fue bonito conocerlos',
      'he escrito cartas para mis padres, estan en mi cajon',
    ],
    selfHarm: [
      'recai anoche, volvi a cortarme despues de 4 meses',
      'le pego puñetazos a la pared hasta que me sangran los nudillos',
    ],
    slang: ['hoy me mato y ya', 'me quiero ir de este mundo', 'kms hoy fr'],
  },
  ordinary: {
    gym: [
      'el coach nos hizo correr suicidios hasta que uno vomito',
      'semana 6 de definicion y me comeria una vaca entera',
      'la clase de spinning me mato jajaja',
    ],
    hyperbole: [
      'mataria por una hamburguesa ahora mismo',
      'otra reunion mas y me tiro por la ventana jaja',
      'estos zapatos nuevos me estan matando los pies',
    ],
    accident: [
      'me corte con la lata de atun',
      'me queme la mano con el hervidor esta mañana',
      'me resbale en el hielo y me golpee la cabeza',
    ],
    grief: [
      'mi abuelo murio la semana pasada',
      'un chico de mi insti se suicido y todos estamos en shock',
      'nuestro perro murio ayer y la casa se siente vacia',
    ],
    humour: [
      'estoy muerta 💀 ese meme',
      'esta serie es tan mala que me quiero morir jajaja',
      'mi movil esta al 1% y se esta muriendo',
    ],
  },
}
