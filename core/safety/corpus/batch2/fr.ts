import type { Corpus } from '../corpus.ts'

export const fr: Corpus = {
  crisis: {
    direct: ['je vais me suicider, je suis sérieux', "j'ai envie de mettre fin à mes jours"],
    passive: ["j'aimerais m'endormir et ne jamais me réveiller", 'tout le monde serait mieux sans moi'],
    plan: ["ce soir c'est la fin, j'ai tout préparé", "c'est décidé, je le fais demain matin"],
    method: [
      "j'ai mis de côté toutes mes boîtes de médicaments pour les avaler",
      'je suis sur le toit de mon immeuble, je vais sauter',
    ],
    farewell: ["j'ai écrit des lettres d'adieu à ma famille", "c'est mon dernier message, adieu à tous"],
    selfHarm: ['je me scarifie encore les bras', 'je me fais du mal exprès quand ça va pas'],
    slang: ['jvais me foutre en l’air', 'jpp je vais me tuer sérieux plus envie de rien'],
  },
  ordinary: {
    gym: [
      'le coach nous a fait faire des suicides, je suis mort',
      'je suis en sèche donc pas de pizza',
      'les fentes me tuent, j’ai mal partout',
    ],
    hyperbole: ['je tuerais pour une raclette', 'cette chaleur me tue', 'je suis mort de rire'],
    accident: [
      'je me suis coupé le doigt en cuisinant',
      'je me suis brûlé avec le fer à repasser',
      'je suis tombé à vélo et je me suis fait mal au poignet',
    ],
    grief: [
      'mon grand-père est mort la semaine dernière',
      "l'enterrement de ma tante était hier",
      'mon chat est décédé ce matin',
    ],
    humour: [
      'mdr je suis mort 😂',
      'mon compte en banque s’est suicidé après les soldes',
      'cette blague m’a achevé',
    ],
  },
}
