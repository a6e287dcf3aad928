import type { Corpus } from '../corpus.ts'

export const fr: Corpus = {
  crisis: {
    direct: [],
    passive: [
      "je souhaite tout le temps m'endormir et rester comme ça",
      "personne remarquerait même si j'étais plus là",
    ],
    plan: [
      "j'attends que les enfants soient chez leur père le week-end prochain, après c'est fini",
      "le 1er mars, c'est ma date. tout est réglé",
      "dès que je finis mon service je roule jusqu'à la côte et je reviens pas",
      "j'ai dit au boulot que je suis en congé à partir de lundi, personne viendra me chercher",
    ],
    method: [
      "j'ai le charbon et le scotch pour la porte de la salle de bain",
      "l'eau est profonde comment sous le pont du port",
      "j'ai acheté une deuxième boîte de somnifères dans une autre pharmacie aujourd'hui",
      "je suis sur le pont de l'autoroute, les camions vont si vite en bas",
    ],
    farewell: [
      "j'ai écrit qui récupère mes affaires, c'est dans le tiroir du haut",
      "j'ai envoyé des fleurs à ma mère avec une carte pour lui demander pardon pour tout",
      'je me déconnecte pour la dernière fois, merci à tous',
      "j'ai changé mes mots de passe et donné la liste à ma sœur, elle en aura besoin",
    ],
    selfHarm: [],
    slang: [],
  },
  ordinary: { gym: [], hyperbole: [], accident: [], grief: [], humour: [] },
}
