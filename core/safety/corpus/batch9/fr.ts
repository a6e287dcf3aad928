import type { Corpus } from '../corpus.ts'

export const fr: Corpus = {
  crisis: {
    direct: ['ça fait un moment que je prévois de me tuer honnêtement'],
    passive: ['ça changerait quoi si je mourais, personne le remarquerait avant des jours'],
    plan: ['jai toute la nuit de prévue, la maison sera vide'],
    method: [
      'jai acheté 3 boîtes de doliprane dans différentes pharmacies pour pas quon me pose de questions',
    ],
    farewell: ['jai laissé mes mots de passe et un mot pour mon frère sur mon bureau'],
    selfHarm: ['mes cuisses sont couvertes de cicatrices et jen rajoute encore'],
    slang: [
      'ce soir je me casse pour de vrai si tu vois ce que je veux dire',
      'jen ai marre, ce soir je me fais sauter le caisson',
    ],
  },
  ordinary: {
    gym: ['presse à cuisses jusquà léchec, mes quadris hurlent mdr', 'macros ok, semaine 2 de sèche'],
    hyperbole: ['mon boss va me tuer si je rate la deadline'],
    accident: ['jai fait tomber une assiette sur mon pied et ça a saigné à travers la chaussette'],
    grief: ['lanniversaire du suicide de mon père cest la semaine prochaine et jappréhende'],
    humour: ['je viens de voir les infos, un mec a tué son voisin pour une place de parking, dingue'],
  },
}
