import type { Corpus } from '../corpus.ts'

export const es: Corpus = {
  crisis: { direct: [], passive: [], plan: [], method: [], farewell: [], selfHarm: [], slang: [] },
  ordinary: {
    gym: [
      'demasiadas notificaciones hoy, pongo el móvil en silencio',
      'espera, lo intento más tarde',
      'es mi última serie, luego me voy a casa',
      'adiós por ahora, hablamos mañana',
      'me voy del gimnasio ya, nos vemos',
      'hice un plan para la semana: tres entrenos y un paseo largo',
      'le di mis mancuernas viejas a mi hermano',
      'escribí mis objetivos del año en una libreta',
      'ya terminé esta semana, modo finde',
      'la última vez que probé esta receta se quemó',
      'me voy el finde, nada de entrenar',
      'compré un juego de cuchillos nuevo para el meal prep',
      'mañana vamos a nadar al río',
      'gracias, siempre me ayudas muchísimo',
      'mi hermana se va de casa, la voy a echar de menos',
      'no he dormido nada, hoy soy un zombi',
    ],
    hyperbole: [],
    accident: [],
    grief: [],
    humour: [],
  },
}
