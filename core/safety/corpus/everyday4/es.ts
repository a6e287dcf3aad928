import type { Corpus } from '../corpus.ts'

export const es: Corpus = {
  crisis: { direct: [], passive: [], plan: [], method: [], farewell: [], selfHarm: [], slang: [] },
  ordinary: {
    gym: [
      'me tomé un ibuprofeno para la rodilla antes de correr, está bien?',
      'puedo tomar analgésicos después de un entreno duro',
      'las pastillas de la alergia me dan sueño, puedo entrenar igual',
      'las pastillas de magnesio me las tomo antes de dormir o por la mañana',
      'subimos a la azotea a ver los fuegos artificiales',
      'mañana toca subir la cuerda en mi clase de crossfit',
      'saltamos de las rocas al lago, qué risa',
      'cogí el tren para ir a casa de mis padres el finde',
      'me duele la cabeza, el paracetamol va bien con la creatina',
      'la carrera del puente el domingo al amanecer fue preciosa',
    ],
    hyperbole: [],
    accident: [],
    grief: [],
    humour: [],
  },
}
