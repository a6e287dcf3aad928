import type { Corpus } from '../corpus.ts'

export const nl: Corpus = {
  crisis: {
    direct: [
      'deze keer maak ik er echt een eind aan, ik pleeg zelfmoord',
      'ik wil gewoon dood eerlijk gezegd',
    ],
    passive: ['niemand zou het merken als ik er niet meer was', 'ik zie geen enkele reden meer om te leven'],
    plan: [
      'ik heb gepland hoe ik het ga doen, het is vannacht',
      'ik heb alles voorbereid voor zaterdag, zondag ben ik er niet meer',
    ],
    method: [
      'ik blijf naar de doos slaappillen kijken en denk erover ze allemaal te nemen',
      'ik rij vannacht met mijn auto tegen een muur op de snelweg',
    ],
    farewell: [
      'ik heb een briefje voor mijn ouders achtergelaten, zeg dat ik van ze hou',
      'ik heb alles verwijderd en mijn hond aan mijn zus gegeven, doei voor altijd',
    ],
    selfHarm: [
      'ik heb mezelf gisteravond weer gesneden, het is het enige wat helpt',
      'ik wil mezelf nu zo graag pijn doen',
    ],
    slang: ['tijd om te kms, ik kan niet meer', 'denk erover mezelf te unaliven eerlijk'],
  },
  ordinary: {
    gym: [
      'die burpees proberen me vandaag te vermoorden',
      'ik zit in een cut en ga dood voor koolhydraten',
      'suicides gerend bij basketbal, mijn benen zijn pudding',
    ],
    hyperbole: [
      'nog één salade en ik ga dood',
      'ik zou letterlijk moorden voor een dutje',
      'deze hitte wordt nog mijn einde',
    ],
    accident: [
      'ik heb me gesneden aan de heggenschaar, gewoon een schrammetje',
      'ik heb me alweer gebrand aan mijn krultang haha',
      'ik heb me pijn gedaan toen ik van de loopband viel',
    ],
    grief: [
      'mijn moeder is in maart overleden en ik mis haar elke dag',
      'we moesten vandaag afscheid nemen van onze oude hond',
      'de broer van mijn vriend is omgekomen bij een ongeluk',
    ],
    humour: [
      'ik ben overleden 💀 die video',
      'deze spreadsheet vermoordt me langzaam',
      'ik zou doodgaan van schaamte als hij me zag',
    ],
  },
}
