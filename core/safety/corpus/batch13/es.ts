import type { Corpus } from '../corpus.ts'

export const es: Corpus = {
  crisis: {
    direct: [
      'sinceramente no me veo aquí en navidad, quiero que se acabe',
      'a las 3 de la mañana busco en google cómo matarme',
      'llevo semanas con ideas suicidas y estoy cansado de fingir que estoy bien',
    ],
    passive: [
      'ojalá me ponga enfermo y no me recupere',
      'si el avión se cayera ni me pondría triste',
      'hay noches que estoy en la cama deseando que se me pare el corazón',
    ],
    plan: [
      'ya elegí la hora, las 2 de la madrugada, cuando todos duerman',
      'el piso está vacío el finde que viene, ahí lo hago',
      'cancelé todo lo que tenía después del 20, no me va a hacer falta',
    ],
    method: [
      'cuántas pastillas para dormir de mi madre serían suficientes',
      'volví a los acantilados y me quedé sentado en el borde una hora',
      'tengo un cinturón y el pomo de la puerta, ya busqué cómo se hace',
    ],
    farewell: [
      'si después de esta noche no sabes nada de mí, gracias por todo',
      'dejé la clave del móvil y los datos del banco en la mesa de la cocina para mi hermana',
      'dile a mi hermanito que lo siento y que no fue culpa suya',
    ],
    selfHarm: [
      'he vuelto a quemarme el brazo con el mechero cuando me agobio',
      'manga larga en verano por lo que me hago en los brazos',
      'me di cabezazos contra la pared hasta ver estrellas, es lo único que me ayuda',
    ],
    slang: [
      'bro estoy a punto de hacer sewerslide',
      'pensando en coger el bus, el definitivo',
      'quiero unalive de verdad esta vez',
    ],
  },
  ordinary: {
    gym: [
      'hicimos suicidios hasta casi vomitar, el entrenador es un monstruo',
      'semana 6 de definición, 4 kilos menos',
    ],
    hyperbole: [
      'si vuelvo a oír esa canción me tiro por la ventana',
      'mi jefe me va a matar, se me pasó el plazo',
    ],
    accident: [
      'me abrí el pulgar cortando cebolla, sangre por todas partes jaja',
      'me caí de la bici y me raspé todo el brazo',
    ],
    grief: [
      'hoy hace un año que murió mi padre, lo echo de menos',
      'ayer tuvieron que dormir a mi perro, no paro de llorar',
    ],
    humour: [
      'enterradme con mi foam roller',
      'de este entreno de burpees me muero, decidle a mi madre que la quería',
    ],
  },
}
