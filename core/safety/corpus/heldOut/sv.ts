import type { Corpus } from '../corpus.ts'

export const sv: Corpus = {
  crisis: {
    direct: ['jag tror att jag snart tar livet av mig', 'jag vill verkligen vara död'],
    passive: ['vad är poängen med att leva när ingen bryr sig', 'jag vill inte vakna imorgon'],
    plan: [
      'jag har skrivit ner hur och när, imorgon är dagen',
      'allt är ordnat, jag gör det medan mina föräldrar är borta',
    ],
    method: [
      'jag googlar hur många sömntabletter som är dödligt',
      'det ligger ett rep i förrådet och jag tänker på det hela tiden',
    ],
    farewell: [
      'om något händer ligger mina lösenord i lådan, jag älskar er',
      'det här är mitt sista meddelande till någon, hejdå',
    ],
    selfHarm: [
      'jag har börjat skära mig på låren så ingen ser',
      'att skada mig själv är det enda som stoppar smärtan',
    ],
    slang: ['ärligt vill jag unalive:a mig', 'jag släcker allt för gott nu'],
  },
  ordinary: {
    gym: [
      'tränaren lät oss köra suicides på planen, mina lungor är döda',
      'började min deff idag, önska mig lycka till',
      'backspurtarna dödade mig',
    ],
    hyperbole: [
      'jag skulle dö för de där skorna',
      'min syster kommer att mörda mig, jag åt hennes rester',
      'den här kön dödar mig',
    ],
    accident: [
      'jag skar mig på ett burklock',
      'jag ramlade från en stege och gjorde illa ryggen',
      'jag brände mig på vattenkokaren i morse',
    ],
    grief: ['min granne dog av en hjärtattack', 'vi spred mormors aska idag', 'min bästa väns hund dog igår'],
    humour: [
      'föreläsningen är så tråkig att jag vill gå ut i havet lol',
      'jag är avliden 😂',
      'mina växter dör igen, jag är en seriemördare',
    ],
  },
}
