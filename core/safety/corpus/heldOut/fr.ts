import type { Corpus } from '../corpus.ts'

export const fr: Corpus = {
  crisis: {
    direct: ['je crois que je vais bientôt me tuer', 'je veux vraiment être morte'],
    passive: [
      'à quoi ça sert de vivre si personne ne se soucie de moi',
      'je ne veux pas me réveiller demain',
    ],
    plan: [
      "j'ai noté comment et quand, demain c'est le jour",
      'tout est arrangé, je le ferai pendant que mes parents sont absents',
    ],
    method: [
      'je cherche sur google combien de somnifères sont mortels',
      "il y a une corde dans l'abri de jardin et j'y pense tout le temps",
    ],
    farewell: [
      "s'il m'arrive quelque chose, mes mots de passe sont dans le tiroir, je vous aime",
      "c'est mon dernier message à qui que ce soit, adieu",
    ],
    selfHarm: [
      "j'ai commencé à me couper les cuisses pour que personne ne voie",
      'me faire du mal est la seule chose qui arrête la douleur',
    ],
    slang: ["franchement je veux m'unalive", 'je vais tout arrêter pour de bon'],
  },
  ordinary: {
    gym: [
      'le coach nous a fait faire des suicides sur le terrain, mes poumons sont morts',
      "j'ai commencé ma sèche aujourd'hui, souhaite-moi bonne chance",
      "ces sprints en côte m'ont tué, j'en peux plus",
    ],
    hyperbole: [
      'je mourrais pour ces chaussures',
      'ma sœur va me tuer, j’ai mangé ses restes',
      "cette file d'attente me tue",
    ],
    accident: [
      "je me suis coupé sur le couvercle d'une boîte de conserve",
      "je suis tombé d'une échelle et je me suis fait mal au dos",
      'je me suis brûlé avec la bouilloire ce matin',
    ],
    grief: [
      "mon voisin est mort d'une crise cardiaque",
      'on a dispersé les cendres de ma grand-mère aujourd’hui',
      'le chien de ma meilleure amie est mort hier',
    ],
    humour: [
      "ce cours est tellement ennuyeux que j'ai envie de marcher dans la mer mdr",
      'je suis décédé 😂',
      'mes plantes meurent encore, je suis un tueur en série',
    ],
  },
}
