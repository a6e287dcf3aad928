import type { Corpus } from '../corpus.ts'

export const fr: Corpus = {
  crisis: {
    direct: [
      "je pense à me tuer plus qu'à n'importe quoi d'autre",
      "je vais mettre fin à ma vie, je voulais juste le dire à quelqu'un",
    ],
    passive: ["franchement j'aurais préféré jamais naître", 'si je me réveillais pas demain ça me irait'],
    plan: [
      'quand mon coloc part en vacances le 22, ce sera là',
      "j'ai libéré mon vendredi soir, après je serai plus là",
    ],
    method: [
      "j'ai assez d'insuline chez moi pour le faire",
      'je regarde le pont près du boulot tous les jours, il est assez haut',
    ],
    farewell: [
      "merci de m'avoir écouté tous ces mois, c'est la fin pour moi",
      "j'ai enregistré une vidéo pour mes parents, pour après",
    ],
    selfHarm: [
      "je me frappe le ventre jusqu'à plus pouvoir respirer",
      'je me scarifie de nouveau, mes cuisses en sont couvertes',
    ],
    slang: ['lowkey envie de kms ce soir', "je vais peut-être m'unalive après le semestre, je rigole pas"],
  },
  ordinary: { gym: [], hyperbole: [], accident: [], grief: [], humour: [] },
}
