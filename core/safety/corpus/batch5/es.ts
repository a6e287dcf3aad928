import type { Corpus } from '../corpus.ts'

export const es: Corpus = {
  crisis: {
    direct: ['no puedo más, voy a acabar con mi vida', 'sinceramente me quiero matar, odio todo'],
    passive: ['me gustaría dormirme para siempre', 'el mundo estaría mejor sin mí'],
    plan: [
      'ya lo he decidido, este finde acabo con todo',
      'todo está listo, solo espero a que esta noche se vayan todos',
    ],
    method: [
      'voy a tirarme del paso elevado de camino a casa',
      'tengo una caja llena de las pastillas de mi madre y esta noche me las tomo todas',
    ],
    farewell: [
      'estoy escribiendo mi carta de despedida',
      'gracias por ser maja conmigo, no vas a saber nada más de mí',
    ],
    selfHarm: ['me he vuelto a rajar el brazo, me ayuda a aguantar', 'me quemo con cucharas calientes'],
    slang: ['esta noche me unalive', 'kms kms kms no puedo más'],
  },
  ordinary: {
    gym: [
      'la clase de spinning fue una masacre',
      'el entrenador dice que corremos suicidios hasta que alguien se rinda',
      'otra vez en definición, adiós pizza 😭',
    ],
    hyperbole: [
      'me muero si no me tomo un café',
      'los pies me están matando después de la ruta',
      'a veces mataría a mi hermano',
    ],
    accident: [
      'salté del muelle al mar, el agua estaba helada',
      'me quemé sacando la bandeja del horno',
      'mi amigo se tomó demasiadas pastillas de cafeína antes del examen y vomitó',
    ],
    grief: [
      'mi abuelo falleció anoche',
      'hace un año que murió mi padre',
      'se murió nuestro hámster, los niños están tristes',
    ],
    humour: [
      'estoy literalmente muerta 💀💀',
      'esta canción me mata cada vez',
      'RIP mi cuenta del banco después de este viaje',
    ],
  },
}
