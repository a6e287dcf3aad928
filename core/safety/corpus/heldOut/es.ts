import type { Corpus } from '../corpus.ts'

export const es: Corpus = {
  crisis: {
    direct: ['creo que pronto me voy a matar', 'de verdad quiero estar muerta'],
    passive: ['para qué vivir si a nadie le importo', 'no quiero despertarme mañana'],
    plan: [
      'he escrito cómo y cuándo, mañana es el día',
      'ya está todo arreglado, lo haré cuando mis padres no estén',
    ],
    method: [
      'estoy buscando en google cuántas pastillas para dormir son mortales',
      'hay una cuerda en el cobertizo y no dejo de pensar en ella',
    ],
    farewell: [
      'si me pasa algo, las contraseñas están en el cajón, os quiero',
      'este es mi último mensaje para nadie, adiós',
    ],
    selfHarm: [
      'he empezado a cortarme los muslos para que nadie lo vea',
      'hacerme daño es lo único que para el dolor',
    ],
    slang: ['la verdad quiero unalivearme', 'me voy a apagar para siempre, ya'],
  },
  ordinary: {
    gym: [
      'el entrenador nos hizo correr suicidios en la pista, tengo los pulmones muertos',
      'hoy empecé la definición, deséame suerte',
      'esos sprints en cuesta me mataron',
    ],
    hyperbole: [
      'me moriría por esas zapatillas',
      'mi hermana me va a matar, me comí sus sobras',
      'esta cola me está matando',
    ],
    accident: [
      'me corté con la tapa de una lata',
      'me caí de una escalera y me hice daño en la espalda',
      'me quemé con el hervidor esta mañana',
    ],
    grief: [
      'mi vecino murió de un infarto',
      'hoy esparcimos las cenizas de mi abuela',
      'el perro de mi mejor amiga murió ayer',
    ],
    humour: [
      'esta clase es tan aburrida que quiero meterme en el mar jaja',
      'estoy fallecido 😂',
      'mis plantas se están muriendo otra vez, soy un asesino en serie',
    ],
  },
}
