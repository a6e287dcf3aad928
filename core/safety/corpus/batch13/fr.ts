import type { Corpus } from '../corpus.ts'

export const fr: Corpus = {
  crisis: {
    direct: [
      "franchement je me vois plus là à noël, je veux que ça s'arrête",
      'je cherche sur google comment me tuer à 3h du mat',
      "ça fait des semaines que j'ai des idées suicidaires et j'en peux plus de faire semblant",
    ],
    passive: [
      "j'espère tomber malade et juste pas guérir",
      "si l'avion s'écrasait je serais même pas triste",
      'certaines nuits je suis au lit à souhaiter que mon cœur s arrête',
    ],
    plan: [
      "j'ai choisi l'heure, 2h du matin, quand tout le monde dort",
      "l'appart sera vide le week-end prochain, c'est là que je le ferai",
      "j'ai annulé tout ce que j'avais après le 20, j'en aurai pas besoin",
    ],
    method: [
      'combien de somnifères de ma mère il faudrait pour que ça suffise',
      'je suis retourné aux falaises et je suis resté au bord une heure',
      "j'ai une ceinture et la poignée de porte, j'ai regardé comment faire",
    ],
    farewell: [
      "si t'as plus de nouvelles de moi après ce soir, merci pour tout",
      "j'ai laissé le code de mon tel et mes infos bancaires sur la table de la cuisine pour ma sœur",
      "dis à mon petit frère que je suis désolé et que c'est pas sa faute",
    ],
    selfHarm: [
      'je me brûle de nouveau le bras au briquet quand ça va trop mal',
      'manches longues en plein été à cause de ce que je fais à mes bras',
      "je me suis tapé la tête contre le mur jusqu'à voir des étoiles, y a que ça qui aide",
    ],
    slang: ['jpp je vais me unalive', 'envie de prendre le bus, le définitif', 'kms sérieux cette fois'],
  },
  ordinary: {
    gym: [
      "on a fait des suicides jusqu'à vomir presque, le coach est un monstre",
      'sèche semaine 6, moins 4 kilos',
    ],
    hyperbole: [
      "si j'entends encore cette chanson je saute par la fenêtre",
      'mon chef va me tuer, j ai raté la deadline',
    ],
    accident: [
      'je me suis ouvert le pouce en coupant des oignons, du sang partout mdr',
      'je suis tombé de vélo et je me suis râpé tout le bras',
    ],
    grief: [
      "ça fait un an aujourd'hui que papa est mort, il me manque",
      'on a fait piquer mon chien hier, j arrête pas de pleurer',
    ],
    humour: [
      'enterrez moi avec mon rouleau de massage',
      "ce workout de burpees va me tuer, dites à maman que je l'aimais",
    ],
  },
}
