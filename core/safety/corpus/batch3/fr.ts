import type { Corpus } from '../corpus.ts'

export const fr: Corpus = {
  crisis: {
    direct: ['je veux vraiment plus vivre, rien ne marche', "je vais m'ôter la vie, je suis sérieuse"],
    passive: [
      "j'aurais préféré ne jamais naître",
      'ce serait plus simple pour tout le monde si je n’étais plus là',
    ],
    plan: ['tout est prévu pour dimanche soir', 'demain matin je le fais, la lettre est sur mon bureau'],
    method: [
      "je suis sur le toit de l'immeuble et je veux sauter",
      "j'ai compté 40 cachets de paracétamol et je vais les avaler",
    ],
    farewell: [
      "c'est la dernière fois que vous avez de mes nouvelles, pardon pour tout",
      "j'ai dit au revoir à ma famille et je leur ai laissé des lettres",
    ],
    selfHarm: [
      'je me fais du mal depuis des mois, personne ne sait',
      'je me frappe et je me gratte la peau jusqu’au sang',
    ],
    slang: ['jvais m’unalive là', "j'en ai marre de tout, ce soir j'en finis"],
  },
  ordinary: {
    gym: [
      "les sprints en fin d'entraînement m'ont détruit",
      'je suis en sèche pour ma compète, 1800 calories',
      'le soulevé de terre m’a tué le bas du dos',
    ],
    hyperbole: [
      'ma mère va me tuer quand elle verra ce tatouage',
      'je meurs pour un café',
      "cet exam m'a presque tué",
    ],
    accident: [
      'je me suis coupé sur une boîte de conserve',
      "je suis tombé dans l'escalier et je me suis bien fait mal",
      'mon voisin a sauté du bateau dans le lac et a perdu son téléphone',
    ],
    grief: [
      "mon oncle s'est suicidé il y a des années et je pense encore à lui",
      'mon grand-père est mort dans son sommeil, il avait 94 ans',
      'mon chat est mort la semaine dernière, j’ai le cœur brisé',
    ],
    humour: [
      "s'il m'écrit encore juste « ok » je jure 💀",
      'ce mème est tellement mort qu’il est fossilisé',
      'mon téléphone est encore mort mdr',
    ],
  },
}
