import type { Corpus } from '../corpus.ts'

export const fr: Corpus = {
  crisis: {
    direct: ['jvais pas mentir mia jveux plus être en vie', 'je crois que je vais me tuer avant noël'],
    passive: [
      'des fois jespère juste ne pas me réveiller demain',
      'à quoi bon, je préfère être mort que continuer comme ça',
    ],
    plan: ['cest ce soir, tout est prêt', 'jai noté quand et où, ça se passe vendredi'],
    method: [
      'jai pris le flingue de mon père dans le coffre, il est chargé',
      'tout à lheure je fonce dans un arbre avec la voiture sur lautoroute',
    ],
    farewell: [
      'jai donné mon chat à la voisine et supprimé tous mes comptes, adieu tout le monde',
      'cest le dernier message que je tenverrai, merci de mavoir écouté',
    ],
    selfHarm: [
      'la lame de rasoir est la seule chose qui me calme en ce moment',
      'je me brûle encore les bras avec un briquet',
    ],
    slang: [
      'jvais me unalive ce soir',
      'jsuis à deux doigts de me foutre en lair',
      'je vais me flinguer tkt',
    ],
  },
  ordinary: {
    gym: ['le vélo assault me tue, encore 3 tours 😩', 'je commence ma sèche lundi, plus de pizza'],
    hyperbole: ['encore une danse tiktok et je meurs', 'je tuerais pour un curry là'],
    accident: [
      'je me suis coupé le doigt en coupant des oignons mdr',
      'je me suis brûlé la langue avec mon café',
    ],
    grief: [
      'ma tante sest suicidée lannée dernière, je pense souvent à elle',
      'on a dû faire euthanasier notre vieux chien aujourdhui',
    ],
    humour: [
      'ce partiel ma tué, rip ma moyenne',
      'jai regardé un film dhorreur où tout le monde meurt, 10/10',
    ],
  },
}
