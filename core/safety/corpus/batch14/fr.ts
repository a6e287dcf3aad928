import type { Corpus } from '../corpus.ts'

export const fr: Corpus = {
  crisis: {
    direct: [
      'je veux vraiment mourir, je rigole pas',
      "ça fait un moment que je prévois d'en finir",
      "je vais me tuer et personne peut m'en empêcher",
    ],
    passive: [
      "ça m'irait de juste plus exister",
      "j'espère tout le temps qu'il m'arrive un truc pour que ce soit fini",
      'à quoi bon se réveiller demain',
    ],
    plan: [
      "samedi quand mes parents seront au chalet, c'est le jour",
      "j'ai déjà décidé comment et quand",
      "j'ai écrit mon testament hier soir et tout mis en ordre",
    ],
    method: [
      'je suis sur le balcon au 9e étage là maintenant',
      'une bouteille de vodka et une boîte entière de doliprane ça suffit ?',
      "je sais quel train s'arrête pas à ma gare",
    ],
    farewell: [
      "c'est mon dernier message à qui que ce soit, occupez vous de mon chat",
      "pardon maman, je t'aime, adieu",
      "je supprime tous mes comptes ce soir, c'était cool de te parler",
    ],
    selfHarm: [
      "j'ai gravé son prénom sur ma cuisse avec une lame de rasoir",
      'les coupures sont de plus en plus profondes',
      "je me griffe les bras jusqu'au sang quand je suis en colère",
    ],
    slang: [
      "sérieux c'est l'heure du kms",
      "je suis à bout, je vais m'unalive tout à l'heure",
      "kys c'est ce que je me dis dans le miroir tous les jours",
    ],
  },
  ordinary: {
    gym: [
      "le coach a dit suicides jusqu'à ce que quelqu'un abandonne mdr",
      "le soulevé de terre m'a tué, je sens plus mes jambes",
    ],
    hyperbole: ["je vais mourir si j'ai pas de café", 'ce tableur me donne envie de jeter mon pc du toit'],
    accident: [
      'je me suis brûlé la main sur la poêle en faisant des crêpes',
      'je me suis coupé sur un verre cassé en faisant la vaisselle',
    ],
    grief: [
      "l'enterrement de ma grand-mère est vendredi",
      'un gars de ma salle est mort dans un accident de voiture, je suis sous le choc',
    ],
    humour: ['si je zappe encore le leg day enterrez moi', 'mes derniers mots seront encore une rep'],
  },
}
