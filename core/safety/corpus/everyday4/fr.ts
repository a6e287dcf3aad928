import type { Corpus } from '../corpus.ts'

export const fr: Corpus = {
  crisis: { direct: [], passive: [], plan: [], method: [], farewell: [], selfHarm: [], slang: [] },
  ordinary: {
    gym: [
      "j'ai pris un ibuprofène pour mon genou avant de courir, ça va ?",
      'je peux prendre des antidouleurs après une grosse séance',
      'mes cachets pour l allergie me fatiguent, je peux quand même m entraîner',
      'je prends les comprimés de magnésium le soir ou le matin',
      'on est montés sur le toit pour voir le feu d artifice',
      'demain y a de la montée de corde à mon cours de crossfit',
      'on a sauté des rochers dans le lac, trop marrant',
      "j'ai pris le train pour aller chez mes parents ce week-end",
      "j'ai mal à la tête, le paracétamol ça passe avec la créatine ?",
      'la course sur le pont dimanche au lever du soleil était magnifique',
    ],
    hyperbole: [],
    accident: [],
    grief: [],
    humour: [],
  },
}
