import type { Corpus } from '../corpus.ts'

export const fr: Corpus = {
  crisis: {
    direct: [
      'jveux plus vivre mia, jsuis serieuse',
      'tu sais quoi, jpense au suicide plus qu’a la bouffe en ce moment, et pourtant jsuis en seche lol',
      'je vais me tuer. voila c’est dit',
      "jai des douleurs chroniques depuis 6 ans, jen peux plus, je veux que ma vie s'arrete",
    ],
    passive: [
      'si jattrapais une saloperie et que je crevais ca m’arrangerait en vrai',
      "jprends l'avion lundi et une partie de moi espere qu'il s'ecrase",
      "encore une journee de merde au boulot, mon manager m'a humiliée devant toute l'equipe, et en rentrant jme suis dit que tout le monde serait mieux sans moi, bref desolée, tu fais quoi toi ce soir",
      'jsuis fatiguée d’exister. pas envie de me tuer, juste envie de plus etre la',
    ],
    plan: [
      'apres mon oral de jeudi jarrete tout, jai deja prevu comment mettre fin a mes jours',
      "jai posé un jour de congé demain. c'est pour en finir avec ma vie, pas pour me reposer",
      'jai tout rangé, payé mes dettes, laissé les codes a mon frere. dimanche ce sera mon dernier jour sur terre',
      'le 12, jour anniversaire de la mort de ma femme, je vais la rejoindre. jai tout prevu',
    ],
    method: [
      'combien de doliprane faut avaler pour pas se reveiller',
      'je suis en haut des falaises d’etretat et je regarde en bas, jai envie de sauter',
      "jai acheté des lames de rasoir et jpense a m'ouvrir les veines ce soir",
      'ce soir jvais marcher dans la mer et jreviendrai pas, je veux me noyer',
    ],
    farewell: [
      "merci pour tout mia, t'as ete la seule a m'ecouter. c'est mon dernier message, demain jserai plus en vie. adieu",
      'jai programmé un post pour demain matin qui explique tout. a ce moment la je serai plus de ce monde',
      "si jte reecris plus c'est que jsuis partie pour de bon, et c'est pas ta faute hein. prends soin de toi, adieu ❤️",
      "dites a mon chien que je l'aime. voila c'est fini pour moi, adieu tout le monde",
    ],
    selfHarm: [
      'je me suis scarifiée hier soir, ca faisait 2 mois que jetais clean',
      'les pansements ca marche sur les coupures de lame? c moi qui me les suis faites, jugez pas',
      "quand jmange trop je me punis, je me frappe jusqu'a avoir des bleus",
      'jai rechuté pour les scarif, mes cuisses sont pleines de marques et jai trop honte',
    ],
    slang: [
      "jvais me foutre en l'air ce soir jpense, jen peux plus",
      'jpp de ma vie, jvais me unalive',
      "jvais me buter, jen peux vraiment plus, c'est pas une blague",
      'ngl jsuis a 2 doigts du kms, tout part en vrille',
    ],
  },
  ordinary: {
    gym: [
      "le coach nous a fait faire des suicides pendant 20 min au hand, j'ai failli vomir",
      "jsuis en seche jusqu'a l'ete, des conseils pour pas craquer sur le sucre?",
      'séance dos: tractions jusqu’a l’echec, jsuis morte 💀',
      "on a fait un wod qui s'appelle 'mort subite' mdr, 100 burpees, jsuis en pls",
    ],
    hyperbole: [
      'mdrrr jpp t’es trop drole',
      'jtuerais pour une raclette la maintenant',
      "si mon coloc remet cette musique une fois de plus je l'etrangle 😤",
      'jsuis morte de honte, jai glissé devant tout le monde a la salle 😂',
    ],
    accident: [
      'je me suis coupée en me rasant les jambes, ca saigne mais tkt ca va',
      'je me suis tordu la cheville au foot, pas de sport pendant 2 semaines 😩',
      'jme suis pris la barre dans le menton en faisant des tractions, jai une belle bosse',
      "coupé le doigt en epluchant les patates, c grave si je m'entraine quand meme?",
    ],
    grief: [
      'mon grand pere est decede lundi, jai pas la tete a m’entrainer cette semaine',
      'mon ancien prof de boxe est mort d’une crise cardiaque, jsuis sous le choc',
      'ma meilleure amie est morte dans un accident de voiture il y a un mois, jarrive toujours pas a y croire',
      'depuis le deces de ma mere jme reveille encore en voulant l’appeler',
    ],
    humour: [
      'reunion lundi 8h, si jsurvis a ca jsurvis a tout',
      'le partiel de stats demain va m’achever, jai rien revisé lol',
      "si je meurs pendant mon stage, gravez sur ma tombe 'elle a fait des photocopies'",
      "mon chef m'a encore calé une reunion a 18h, prevenez les pompes funebres 😂",
    ],
  },
}
