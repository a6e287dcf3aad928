import type { Corpus } from '../corpus.ts'

export const de: Corpus = {
  crisis: {
    direct: [
      'Ich will mich einfach nur noch umbringen',
      'ich denke ernsthaft daran, mir das Leben zu nehmen',
    ],
    passive: [
      'Ich wünschte, ich würde morgen früh einfach nicht mehr aufwachen',
      'Ohne mich wären alle besser dran',
    ],
    plan: [
      'Heute Nacht mache ich Schluss, ich hab alles vorbereitet',
      'am Wochenende ist es so weit, ich weiß schon wie',
    ],
    method: ['Ich habe genug Schlaftabletten gesammelt', 'Ich stehe gerade auf der Brücke und schau runter'],
    farewell: [
      'Ich hab Abschiedsbriefe geschrieben, das ist meine letzte Nachricht',
      'ich verschenke grad all meine Sachen, ihr hört nichts mehr von mir',
    ],
    selfHarm: [
      'ich ritze mich wieder, seit gestern',
      'Ich verletze mich selbst, wenn der Druck zu groß wird',
    ],
    slang: ['ich will mich unaliven ehrlich', 'ich kill mich bald, keinen Bock mehr auf alles'],
  },
  ordinary: {
    gym: [
      'Der Trainer hat uns Suicides laufen lassen, bin tot',
      'Ich bin gerade in der Diät, also keine Pizza',
      'Beintag bringt mich um, ich kann nicht mehr laufen',
    ],
    hyperbole: [
      'Für ein Schnitzel würde ich gerade sterben',
      'Diese Hitze bringt mich um',
      'Ich sterbe vor Lachen',
    ],
    accident: [
      'Hab mich beim Zwiebelschneiden in den Finger geschnitten',
      'Bin auf dem Eis ausgerutscht und hab mir das Handgelenk verletzt',
      'Ich hab mich am Backblech verbrannt',
    ],
    grief: [
      'Mein Opa ist letzte Woche gestorben',
      'Heute war die Beerdigung meiner Tante',
      'Unser Hund ist eingeschläfert worden, ich bin so traurig',
    ],
    humour: [
      'Ich bin tot 😂😂',
      'Mein Konto hat nach dem Black Friday Selbstmord begangen',
      'Der Witz hat mich gekillt',
    ],
  },
}
