import type { Corpus } from '../corpus.ts'

export const fr: Corpus = {
  crisis: {
    direct: ['jen peux plus, je vais mettre fin à ma vie'],
    passive: ['tout le monde serait plus heureux si jétais jamais né'],
    plan: ['jai cherché à quelle hauteur doit être un pont pour que ça marche'],
    method: ['je pense à laisser tourner la voiture dans le garage porte fermée'],
    farewell: ['jai fait un testament aujourdhui et jai écrit à tous ceux que jaime'],
    selfHarm: ['je me frappe le visage jusquà avoir des bleus parce que je le mérite'],
    slang: ['sans mentir ce week-end je me unalive'],
  },
  ordinary: {
    gym: [
      'séance abdos de malade, mon gainage est mort',
      'feu du rasoir après mêtre rasé les jambes pour la compet',
    ],
    hyperbole: ['plutôt mourir que courir un marathon mdr'],
    accident: ['je me suis brûlé le bras sur la porte du four en sortant les cookies'],
    grief: ['ma voisine est morte dun cancer le mois dernier, lenterrement était beau'],
    humour: ['jai revu suicide squad, harley est la meilleure'],
  },
}
