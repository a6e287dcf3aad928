import type { Corpus } from '../corpus.ts'

export const fr: Corpus = {
  crisis: { direct: [], passive: [], plan: [], method: [], farewell: [], selfHarm: [], slang: [] },
  ordinary: {
    gym: [
      "trop de notifs aujourd'hui, je mets mon tel en silencieux",
      'attends, je réessaie plus tard',
      "c'est ma dernière série, après je rentre",
      "au revoir pour l'instant, on se parle demain",
      'je quitte la salle là, à plus',
      "j'ai fait un plan pour ma semaine: trois séances et une longue marche",
      "j'ai donné mes vieux haltères à mon frère",
      "j'ai écrit mes objectifs de l'année dans un carnet",
      "j'ai fini pour la semaine, mode week-end",
      "la dernière fois que j'ai testé cette recette elle a brûlé",
      "je pars ce week-end, pas d'entraînement",
      "j'ai acheté un nouveau set de couteaux pour le meal prep",
      'on va nager à la rivière demain',
      "merci, tu m'aides toujours tellement",
      'ma sœur déménage, elle va me manquer',
      "j'ai pas dormi du tout, je suis un zombie aujourd'hui",
    ],
    hyperbole: [],
    accident: [],
    grief: [],
    humour: [],
  },
}
