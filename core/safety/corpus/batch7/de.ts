import type { Corpus } from '../corpus.ts'

export const de: Corpus = {
  crisis: {
    direct: [
      'ehrlich mia ich will nicht mehr am leben sein',
      'ich glaub ich bring mich vor weihnachten noch um',
    ],
    passive: [
      'manchmal hoff ich einfach ich wach morgen nicht mehr auf',
      'was soll das alles noch, lieber tot als so weiter',
    ],
    plan: [
      'heut nacht ist es so weit, alles ist vorbereitet',
      'hab aufgeschrieben wann und wo, freitag passierts',
    ],
    method: [
      'hab die pistole von meinem vater aus dem tresor geholt, sie ist geladen',
      'ich fahr nachher auf der autobahn mit dem auto gegen einen baum',
    ],
    farewell: [
      'hab meine katze der nachbarin gegeben und alle accounts gelöscht, tschüss an alle',
      'das ist das letzte was ich dir je schreibe, danke fürs zuhören',
    ],
    selfHarm: [
      'die rasierklinge ist das einzige was mich grad beruhigt',
      'ich verbrenn mir schon wieder die arme mit nem feuerzeug',
    ],
    slang: [
      'ehrlich ich unalive mich gleich',
      'ich mach heut nacht nen abflug für immer',
      'bin kurz davor mich abzuknallen',
    ],
  },
  ordinary: {
    gym: ['das assault bike bringt mich um, noch 3 runden 😩', 'ab montag diät, keine pizza mehr'],
    hyperbole: ['noch ein tiktok tanz und ich sterbe', 'ich könnt grad für ein curry töten'],
    accident: [
      'hab mir beim zwiebeln schneiden in den finger geschnitten lol',
      'hab mir die zunge am kaffee verbrannt',
    ],
    grief: [
      'meine tante hat sich letztes jahr das leben genommen, ich denk oft an sie',
      'wir mussten heute unseren alten hund einschläfern',
    ],
    humour: [
      'die prüfung hat mich gekillt, rip mein schnitt',
      'hab nen horrorfilm geschaut wo alle sterben, 10/10',
    ],
  },
}
