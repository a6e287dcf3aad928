import type { Corpus } from '../corpus.ts'

export const de: Corpus = {
  crisis: {
    direct: [
      'ehrlich ich seh mich an weihnachten nicht mehr hier, ich will dass es aufhört',
      'ich google nachts um 3 wie ich mich umbringen kann',
      'bin seit wochen suizidal und hab keine kraft mehr so zu tun als wär alles gut',
    ],
    passive: [
      'ich hoffe ich werd krank und erhol mich einfach nicht mehr',
      'wenn das flugzeug abstürzt wär ich nicht mal traurig',
      'manche nächte lieg ich im bett und wünsch mir dass mein herz einfach stehen bleibt',
    ],
    plan: [
      'ich hab die uhrzeit schon, 2 uhr nachts, wenn alle schlafen',
      'nächstes wochenende ist die wohnung leer, dann mach ich es',
      'hab alle termine nach dem 20. abgesagt, die brauch ich nicht mehr',
    ],
    method: [
      'wie viele von den schlaftabletten meiner mutter würden reichen',
      'bin wieder zu den klippen gefahren und hab ne stunde an der kante gesessen',
      'ich hab einen gürtel und die türklinke, hab nachgelesen wie das geht',
    ],
    farewell: [
      'wenn du nach heute nacht nichts mehr von mir hörst, danke für alles',
      'hab meiner schwester das handypasswort und die bankdaten auf den küchentisch gelegt',
      'sag meinem kleinen bruder dass es mir leid tut und dass es nicht seine schuld war',
    ],
    selfHarm: [
      'ich verbrenn mir wieder den arm mit dem feuerzeug wenns schlimm wird',
      'im sommer lange ärmel wegen dem was ich mit meinen armen mache',
      'hab den kopf gegen die wand geschlagen bis ich sterne gesehen hab, nur das hilft',
    ],
    slang: [
      'ehrlich gleich sewerslide',
      'überleg den bus zu nehmen, die endgültige variante',
      'will mich diesmal wirklich unaliven',
    ],
  },
  ordinary: {
    gym: [
      'suicides gelaufen bis ich fast gekotzt hab, der trainer ist ein monster',
      'diät woche 6, 4 kilo runter',
    ],
    hyperbole: [
      'wenn ich das lied noch einmal hör spring ich aus dem fenster',
      'mein chef bringt mich um, hab die deadline verpasst',
    ],
    accident: [
      'hab mir beim zwiebeln schneiden den daumen aufgeschnitten, überall blut lol',
      'bin vom fahrrad gefallen und hab mir den ganzen arm aufgeschürft',
    ],
    grief: [
      'heute vor einem jahr ist papa gestorben, vermiss ihn',
      'mein hund wurde gestern eingeschläfert, ich kann nicht aufhören zu weinen',
    ],
    humour: [
      'begrabt mich mit meiner faszienrolle',
      'an diesem burpee workout sterbe ich, sagt mama dass ich sie lieb hab',
    ],
  },
}
