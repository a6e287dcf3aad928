import type { Corpus } from '../corpus.ts'

export const fr: Corpus = {
  crisis: {
    direct: ['cette fois je vais vraiment me tuer', "j'ai juste envie de mourir honnêtement"],
    passive: ["personne ne remarquerait si je n'étais plus là", 'je ne vois plus aucune raison de vivre'],
    plan: [
      "j'ai prévu comment je vais le faire, c'est ce soir",
      "j'ai tout organisé pour samedi, dimanche je ne serai plus là",
    ],
    method: [
      'je regarde la boîte de somnifères et je pense à tout prendre',
      'je vais foncer en voiture dans un mur sur l’autoroute cette nuit',
    ],
    farewell: [
      "j'ai laissé un mot à mes parents, dites-leur que je les aime",
      "j'ai tout effacé et donné mon chien à ma sœur, adieu",
    ],
    selfHarm: [
      "je me suis encore coupée hier soir, c'est la seule chose qui m'aide",
      'j’ai tellement envie de me faire du mal là',
    ],
    slang: ["c'est l'heure du kms, j'en peux plus", "je pense à m'unalive franchement"],
  },
  ordinary: {
    gym: [
      'les burpees essaient de me tuer aujourd’hui',
      'en sèche, je meurs d’envie de glucides',
      "on a couru des suicides au basket, j'ai les jambes en coton",
    ],
    hyperbole: [
      'encore une salade et je meurs',
      'je tuerais littéralement pour une sieste',
      'cette chaleur va avoir ma peau',
    ],
    accident: [
      'je me suis coupé avec le taille-haie, juste une égratignure',
      'je me suis encore brûlée avec mon fer à friser mdr',
      'je me suis fait mal en tombant du tapis de course',
    ],
    grief: [
      'ma mère est morte en mars et elle me manque chaque jour',
      'on a dû dire adieu à notre vieux chien aujourd’hui',
      'le frère de mon ami est mort dans un accident',
    ],
    humour: [
      'je suis décédée 💀 cette vidéo',
      'ce tableur me tue à petit feu',
      'je mourrais de honte s’il me voyait',
    ],
  },
}
