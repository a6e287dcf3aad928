import type { Corpus } from '../corpus.ts'

export const fr: Corpus = {
  crisis: {
    direct: ["j'ai envie de mourir franchement", 'je vais mettre fin à mes jours'],
    passive: ["j'aimerais ne plus me réveiller demain", 'parfois je voudrais juste ne plus exister'],
    plan: ["c'est décidé, ce soir j'en finis", 'samedi quand mes parents seront partis je le fais'],
    method: ["j'ai mis de côté toutes mes boîtes de médocs", 'je pense à sauter du pont près de chez moi'],
    farewell: [
      "j'ai écrit des lettres d'adieu à ma famille",
      'prends soin de mon chat quand je serai plus là stp',
    ],
    selfHarm: [
      'je me suis encore scarifiée hier soir',
      'je me fais du mal exprès pour ressentir quelque chose',
    ],
    slang: [
      'jvais me foutre en lair',
      "j'en peux plus je veux tout arrêter, pour de bon",
      'jveux crever sérieux',
    ],
  },
  ordinary: {
    gym: [
      "le coach nous a fait faire des suicides, j'suis mort",
      'je suis en sèche donc pas de dessert',
      'ces burpees me tuent',
    ],
    hyperbole: ['je tuerais pour un café là', 'mdr je suis mort 😂', 'je pourrais mourir pour une raclette'],
    accident: [
      'je me suis coupé en épluchant les patates',
      'je me suis brûlé avec le four',
      'je suis tombée à vélo et je me suis fait mal',
    ],
    grief: [
      'mon grand-père est mort la semaine dernière',
      'on enterre ma tante demain',
      'mon chat est décédé hier',
    ],
    humour: ['ce cours me tue à petit feu', 'encore une réunion et je meurs', 'je suis morte de rire'],
  },
}
