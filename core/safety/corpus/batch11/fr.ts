import type { Corpus } from '../corpus.ts'

export const fr: Corpus = {
  crisis: {
    direct: ['jai essayé lannée dernière et je crois que je vais réessayer'],
    passive: ['je vois aucun avenir pour moi, je veux juste que la douleur sarrête pour de bon'],
    plan: ['quand jaurai fini cette lettre ce sera lheure'],
    method: ['cest quoi la dose mortelle de sertraline, cest pour moi'],
    farewell: ['je veux que tu saches que tu mas aidé, cest un adieu mia'],
    selfHarm: ['je me brûle exprès avec mon fer à lisser quand je suis seule'],
    slang: ['je prépare la playlist de mon propre enterrement et cest pas une blague'],
  },
  ordinary: {
    gym: ['tentative de record aujourdhui, croisez les doigts'],
    hyperbole: ['le défi burpees ma presque tué mdr'],
    accident: ['jai trébuché sur le tapis de course et je me suis écorché le genou'],
    grief: ['le père de mon pote est décédé, lenterrement cest demain'],
    humour: ['mes plantes meurent encore, je tue tout ce que je touche'],
  },
}
