import type { Corpus } from '../corpus.ts'

export const nl: Corpus = {
  crisis: {
    direct: ['ik kan dit niet meer, ik ga een einde aan mijn leven maken'],
    passive: ['iedereen zou gelukkiger zijn als ik nooit geboren was'],
    plan: ['heb opgezocht hoe hoog een brug moet zijn zodat het lukt'],
    method: ['denk erover de auto te laten draaien in de garage met de deur dicht'],
    farewell: ['heb vandaag een testament gemaakt en iedereen geschreven van wie ik hou'],
    selfHarm: ['ik sla mezelf in mijn gezicht tot er blauwe plekken komen omdat ik het verdien'],
    slang: ['geen grap dit weekend unalive ik mezelf'],
  },
  ordinary: {
    gym: [
      'killer buikspierworkout vandaag, mijn core is dood',
      'scheerirritatie na het scheren van mijn benen voor de wedstrijd',
    ],
    hyperbole: ['liever dood dan een marathon lopen haha'],
    accident: ['mijn arm verbrand aan de ovendeur bij het koekjes eruit halen'],
    grief: ['mijn buurvrouw is vorige maand aan kanker overleden, de begrafenis was mooi'],
    humour: ['weer suicide squad gekeken, harley is de beste'],
  },
}
