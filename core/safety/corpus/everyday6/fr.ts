import type { Corpus } from '../corpus.ts'

export const fr: Corpus = {
  crisis: { direct: [], passive: [], plan: [], method: [], farewell: [], selfHarm: [], slang: [] },
  ordinary: {
    gym: [
      "plus de batterie, je t'écris plus tard",
      'je tue le temps avant mon train',
      'dernier jour de mon défi régime, trop fier',
      "la douleur à l'épaule est enfin finie",
      'première semaine du programme terminée',
      "on a dit au revoir à notre ancien appart aujourd'hui",
      'il me faut des cachets de vitamine d, il fait tellement sombre',
      "j'ai résilié mon abonnement à l'ancienne salle",
      'je rentre tôt ce soir, je suis crevé',
      'je pars en déplacement lundi',
      'mon frère se marie en juin !',
      'je veux juste rester sous ma couette tout le week-end',
      'mon plan pour ce soir: pizza et film',
      "j'ai mal aux genoux dans les escaliers, je devrais me reposer ?",
      "désolé d'avoir disparu, semaine chargée",
      'le projet au boulot est enfin terminé',
    ],
    hyperbole: [],
    accident: [],
    grief: [],
    humour: [],
  },
}
