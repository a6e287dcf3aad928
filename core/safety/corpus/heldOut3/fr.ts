import type { Corpus } from '../corpus.ts'

export const fr: Corpus = {
  crisis: {
    direct: ['jveux me tuer franchement', 'je veux plus être en vie'],
    passive: ['ce serait plus simple si j’existais plus', 'je prie pour ne pas me réveiller'],
    plan: ['vendredi soir tout est prévu', 'demain quand ma mère part au travail je le fais'],
    method: [
      'combien de doliprane il faut pour ne plus se réveiller',
      'je regarde les rails tous les jours en pensant à sauter',
    ],
    farewell: ["merci pour tout, c'est un adieu", 'je donne toutes mes affaires, j’en aurai plus besoin'],
    selfHarm: [
      'les coupures sur mes bras sont de plus en plus profondes',
      'je me frappe jusqu’à avoir des bleus',
    ],
    slang: [
      'jvais m’unalive bientôt',
      'je pense encore à me foutre en l’air',
      'jme casse pour de bon, adieu',
    ],
  },
  ordinary: {
    gym: [
      'les sprints en côte m’ont achevé',
      'je commence ma sèche lundi',
      'le leg day était brutal, je sens plus mes jambes',
    ],
    hyperbole: [
      'je tuerais pour une sieste',
      'tu me tues avec tes blagues',
      'je suis morte quand il a dit ça 💀',
    ],
    accident: [
      'je me suis coupé avec une feuille de papier mdr',
      'je me suis fait mal en déplaçant le canapé',
      'je me suis brûlé la langue avec la soupe',
    ],
    grief: [
      'mon oncle est décédé ce matin',
      'ça fait un an que maman est morte',
      'on a dû faire piquer notre vieux chat',
    ],
    humour: [
      'les lundis auront ma peau',
      'ma boîte mail veut ma mort',
      'si cette chanson repasse je me jette par la fenêtre lol',
    ],
  },
}
