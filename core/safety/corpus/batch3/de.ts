import type { Corpus } from '../corpus.ts'

export const de: Corpus = {
  crisis: {
    direct: ['Ich will wirklich nicht mehr weiterleben', 'ich werde mir heute das Leben nehmen'],
    passive: ['Ich wünschte, ich wäre nie geboren worden', 'Es wäre für alle leichter, wenn ich weg wäre'],
    plan: [
      'Sonntagnacht ist alles geplant, dann ist Schluss',
      'Morgen früh tue ich es, der Brief liegt auf dem Tisch',
    ],
    method: [
      'Ich bin oben auf dem Dach vom Hochhaus und will runterspringen',
      'Ich habe 40 Paracetamol abgezählt und schlucke sie gleich',
    ],
    farewell: [
      'Ihr hört zum letzten Mal von mir, es tut mir leid für alles',
      'Ich habe mich von meiner Familie verabschiedet und ihnen Briefe hinterlassen',
    ],
    selfHarm: [
      'Ich verletze mich seit Monaten selbst, keiner weiß davon',
      'Ich schlage mich und kratze meine Haut auf, bis sie blutet',
    ],
    slang: ['ich unalive mich gleich ehrlich', 'ich beende heute alles, bin so müde'],
  },
  ordinary: {
    gym: [
      'Die Sprints am Ende vom Training haben mich zerstört',
      'Ich bin in der Diät für meinen Wettkampf, nur 1800 Kalorien',
      'Kreuzheben hat heute meinen unteren Rücken gekillt',
    ],
    hyperbole: [
      'Meine Mutter bringt mich um, wenn sie das Tattoo sieht',
      'Ich sterbe für einen Kaffee',
      'Die Prüfung hat mich fast umgebracht',
    ],
    accident: [
      'Ich hab mich an einer Konservendose geschnitten',
      'Ich bin die Treppe runtergefallen und hab mir ziemlich wehgetan',
      'Mein Nachbar ist vom Boot in den See gesprungen und hat sein Handy verloren',
    ],
    grief: [
      'Mein Onkel hat sich vor Jahren das Leben genommen und ich denke oft an ihn',
      'Mein Opa ist im Schlaf gestorben, er war 94',
      'Meine Katze ist letzte Woche gestorben, ich bin noch traurig',
    ],
    humour: [
      'Wenn er nochmal nur "k" schreibt, ich schwöre 💀',
      'Dieses Meme ist so tot, das ist schon fossil',
      'Mein Handy ist schon wieder tot lol',
    ],
  },
}
