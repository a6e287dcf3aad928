import type { Corpus } from '../corpus.ts'

export const es: Corpus = {
  crisis: {
    direct: [],
    passive: ['no dejo de desear dormirme y quedarme así', 'nadie notaría si ya no estuviera'],
    plan: [
      'espero a que los niños estén con su padre el finde que viene, y se acabó',
      'el 1 de marzo, esa es mi fecha. todo está arreglado',
      'en cuanto acabe el turno conduzco hasta la costa y no vuelvo',
      'dije en el trabajo que estoy de vacaciones desde el lunes, nadie vendrá a buscarme',
    ],
    method: [
      'tengo el carbón y la cinta para la puerta del baño',
      'qué profundidad tiene el agua bajo el puente del puerto',
      'hoy compré otra caja de pastillas para dormir en otra farmacia',
      'estoy en el puente de la autopista, los camiones van rapidísimo abajo',
    ],
    farewell: [
      'dejé escrito quién se queda mis cosas, está en el primer cajón',
      'le mandé flores a mi madre con una tarjeta pidiéndole perdón por todo',
      'me desconecto por última vez, gracias a todos',
      'cambié mis contraseñas y le di la lista a mi hermana, las va a necesitar',
    ],
    selfHarm: [],
    slang: [],
  },
  ordinary: { gym: [], hyperbole: [], accident: [], grief: [], humour: [] },
}
