import type { Corpus } from '../corpus.ts'

export const fr: Corpus = {
  crisis: {
    direct: [
      "j'en peux plus, je vais mettre fin à ma vie",
      "franchement j'ai envie de me tuer, je déteste tout",
    ],
    passive: ["j'aimerais m'endormir pour toujours", 'le monde serait mieux sans moi'],
    plan: [
      "c'est décidé, ce week-end j'en finis",
      'tout est prêt, j’attends juste que tout le monde parte ce soir',
    ],
    method: [
      "je vais sauter du pont de l'autoroute en rentrant",
      "j'ai une boîte pleine des cachets de ma mère et je les prends tous ce soir",
    ],
    farewell: [
      "j'écris ma lettre d'adieu en ce moment",
      "merci d'avoir été gentille avec moi, tu n'entendras plus parler de moi",
    ],
    selfHarm: [
      "je me suis encore tailladé le bras, ça m'aide à tenir",
      'je me brûle avec des cuillères chaudes',
    ],
    slang: ["jvais m'unalive ce soir", 'kms kms kms j’en peux plus'],
  },
  ordinary: {
    gym: [
      "le cours de spinning c'était un massacre",
      'le coach dit qu’on court des suicides jusqu’à ce que quelqu’un abandonne',
      'encore en sèche, adieu la pizza 😭',
    ],
    hyperbole: [
      'je vais mourir si je n’ai pas de café',
      'mes pieds me tuent après cette rando',
      'parfois je tuerais mon frère',
    ],
    accident: [
      "j'ai sauté du ponton dans la mer, l'eau était glacée",
      'je me suis brûlée en sortant la plaque du four',
      'mon pote a pris trop de cachets de caféine avant l’exam et a vomi',
    ],
    grief: [
      'mon grand-père est décédé cette nuit',
      'ça fait un an que mon père est mort',
      'notre hamster est mort, les enfants sont tristes',
    ],
    humour: [
      'je suis littéralement morte 💀💀',
      'cette chanson me tue à chaque fois',
      'RIP mon compte en banque après ce voyage',
    ],
  },
}
