import type { Corpus } from '../corpus.ts'

export const fr: Corpus = {
  crisis: {
    direct: ['honnêtement je serais mieux mort à ce stade'],
    passive: ['je veux juste arrêter dexister, pas mourir exactement, juste arrêter'],
    plan: ['jai déjà choisi lendroit au bord de la rivière'],
    method: ['jai plein de somnifères de ma mère dans ma chambre'],
    farewell: ['si cest mon dernier message, sache que cétait pas ta faute'],
    selfHarm: ['je me taillade les poignets quand tout le monde dort'],
    slang: ['je vais faire un sewerslide sans mentir'],
  },
  ordinary: {
    gym: [
      'ce shake protéiné a un goût de mort',
      'ma technique de soulevé de terre me tue le bas du dos',
      'je suis en sèche donc pas de dessert',
      'les jambes en feu après le stepper',
    ],
    hyperbole: ['je pourrais mourir de bonheur, jai eu le job !'],
    accident: ['jai failli me couper le doigt en tranchant un bagel'],
    grief: ['papi est mort paisiblement à 94 ans, on est tristes mais reconnaissants'],
    humour: ['le méchant se suicide à la fin du livre, quel retournement'],
  },
}
