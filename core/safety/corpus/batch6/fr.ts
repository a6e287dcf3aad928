import type { Corpus } from '../corpus.ts'

export const fr: Corpus = {
  crisis: {
    direct: [
      'jvais me tuer jte jure personne comprend',
      'franchement jai juste envie de mourir, chaque jour est pareil',
      'je pense sérieusement à mettre fin à mes jours',
    ],
    passive: [
      'jprie pour pas me réveiller demain',
      'si une voiture me renversait demain ça me dérangerait pas',
      'tout le monde serait mieux sans moi honnêtement',
    ],
    plan: [
      'je sais déjà comment je vais le faire, jattends juste samedi',
      'quand mes parents partent en vacances ce sera le moment, jai tout prévu',
    ],
    method: [
      'ça fait des semaines que je garde mes somnifères, je crois que jen ai assez',
      'je suis sur le toit du parking là, cest vraiment haut',
      'combien de doliprane il faut pour ne plus se réveiller',
    ],
    farewell: [
      'si vous avez plus de nouvelles de moi après ce soir, cétait cool de vous connaître',
      'jai écrit des lettres pour mes parents, elles sont dans mon tiroir',
    ],
    selfHarm: [
      'jai rechuté hier soir, je me suis scarifiée pour la première fois depuis 4 mois',
      'je tape dans les murs jusqua ce que mes jointures saignent',
    ],
    slang: ['jvais me foutre en lair ce soir', 'envie de me pendre tbh', 'jvais kms fr'],
  },
  ordinary: {
    gym: [
      'le coach nous a fait faire des suicides jusqua ce que quelquun vomisse',
      'semaine 6 de sèche et je mangerais une vache entière',
      'le cours de spinning ma tué mdr',
    ],
    hyperbole: [
      'je tuerais pour un burger là',
      'encore une réunion et je saute par la fenêtre lol',
      'mes nouvelles chaussures me tuent les pieds',
    ],
    accident: [
      'je me suis coupé avec une boîte de thon',
      'je me suis brûlé la main avec la bouilloire ce matin',
      'jai glissé sur le verglas et je me suis cogné la tête',
    ],
    grief: [
      'mon grand père est décédé la semaine dernière',
      'un garçon de mon lycée sest suicidé, tout le monde est choqué',
      'notre chien est mort hier, la maison est vide',
    ],
    humour: [
      'je suis mort 💀 ce meme',
      'cette série est tellement nulle que jai envie de mourir mdr',
      'mon tel est à 1% il va mourir',
    ],
  },
}
