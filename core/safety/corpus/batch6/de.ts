import type { Corpus } from '../corpus.ts'

export const de: Corpus = {
  crisis: {
    direct: [
      'ich bring mich um ich schwörs',
      'ich will einfach nur noch sterben, jeder tag ist gleich scheisse',
      'hab echt vor mir das leben zu nehmen',
    ],
    passive: [
      'ich bete dass ich nicht mehr aufwache',
      'wäre mir egal wenn ich morgen überfahren werde',
      'alle wären besser dran wenn es mich nicht gäbe',
    ],
    plan: [
      'ich weiß schon wie ichs mache, nur noch bis samstag',
      'wenn meine eltern im urlaub sind ist es soweit, hab alles durchdacht',
    ],
    method: [
      'hab seit wochen meine schlaftabletten gesammelt, sind jetzt genug',
      'stehe grad auf dem dach vom parkhaus, ist echt hoch',
      'wie viele ibus braucht man damit man nicht mehr aufwacht',
    ],
    farewell: [
      'falls ihr nach heute nix mehr von mir hört, war schön euch zu kennen',
      'hab briefe an meine eltern geschrieben und in die schublade gelegt',
    ],
    selfHarm: [
      'hatte gestern nen rückfall, das erste mal ritzen seit 4 monaten',
      'ich schlag gegen die wand bis meine knöchel bluten, das hilft',
    ],
    slang: ['hab kein bock mehr, zeit mich abzumelden', 'will mich einfach wegmachen', 'ich kms heute'],
  },
  ordinary: {
    gym: [
      'der coach hat uns suicides laufen lassen bis einer gekotzt hat',
      'woche 6 in der diät und ich könnt ne ganze kuh essen',
      'die spinning stunde hat mich komplett zerstört 😂',
    ],
    hyperbole: [
      'ich würde für nen burger grad morden',
      'noch ein meeting und ich spring aus dem fenster lol',
      'meine füße bringen mich um mit den neuen schuhen',
    ],
    accident: [
      'hab mich an der dose geschnitten beim thunfisch aufmachen',
      'hab mir heute früh die hand am wasserkocher verbrannt',
      'bin auf dem eis ausgerutscht und hab mir den kopf gestoßen',
    ],
    grief: [
      'mein opa ist letzte woche gestorben, kanns nicht fassen',
      'ein junge von meiner schule hat sich umgebracht, alle sind geschockt',
      'unser hund ist gestern gestorben und das haus ist so leer',
    ],
    humour: [
      'ich bin tot 💀 dieses meme',
      'die serie ist so schlecht ich will sterben lol',
      'mein handy hat 1% und stirbt gleich',
    ],
  },
}
