import type { Corpus } from '../corpus.ts'

export const es: Corpus = {
  crisis: { direct: [], passive: [], plan: [], method: [], farewell: [], selfHarm: [], slang: [] },
  ordinary: {
    gym: [
      'se me murió el móvil, te escribo luego',
      'estoy matando el tiempo antes del tren',
      'último día de mi reto de dieta, súper orgulloso',
      'por fin se me pasó el dolor del hombro',
      'terminada la primera semana del programa',
      'hoy nos despedimos de nuestro piso viejo',
      'necesito pastillas de vitamina d, está todo tan oscuro',
      'me di de baja del gimnasio viejo',
      'hoy me voy pronto a casa, estoy reventado',
      'el lunes me voy de viaje de trabajo',
      'mi hermano se casa en junio!',
      'solo quiero quedarme bajo la manta todo el finde',
      'mi plan para esta noche: pizza y peli',
      'me duelen las rodillas en las escaleras, debería descansar',
      'perdón por desaparecer, semana liada',
      'el proyecto del trabajo por fin se acabó',
    ],
    hyperbole: [],
    accident: [],
    grief: [],
    humour: [],
  },
}
