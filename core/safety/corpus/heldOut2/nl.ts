import type { Corpus } from '../corpus.ts'

export const nl: Corpus = {
  crisis: {
    direct: ['ik wil gewoon dood echt', 'ik ga een einde aan mijn leven maken'],
    passive: ['ik hoop dat ik morgen niet meer wakker word', 'soms wou ik dat ik niet bestond'],
    plan: ['ik heb besloten, vannacht doe ik het', 'zaterdag als iedereen weg is maak ik er een eind aan'],
    method: ['ik spaar al weken slaappillen op', 'ik denk erover om voor de trein te springen'],
    farewell: [
      'ik heb afscheidsbrieven geschreven voor iedereen',
      'wil jij voor mijn kat zorgen als ik er niet meer ben',
    ],
    selfHarm: ['ik heb mezelf gisteren weer gesneden', 'ik doe mezelf pijn om iets te voelen'],
    slang: [
      'ik wil er gwn een eind aan maken',
      'ik trek het niet meer, ik wil weg van alles voorgoed',
      'ik maak mezelf van kant',
    ],
  },
  ordinary: {
    gym: ['die beendag heeft me gesloopt', 'ik zit in een cut dus geen taart', 'die burpees maken me kapot'],
    hyperbole: ['ik zou moorden voor een koffie', 'ik lig dood 😂', 'ik ga dood voor een stroopwafel'],
    accident: [
      'sneed in mijn vinger bij het koken',
      'brandde me aan de oven',
      'van de fiets gevallen en mijn knie bezeerd',
    ],
    grief: [
      'mijn opa is vorige week overleden',
      'vandaag was de begrafenis van mijn tante',
      'onze hond is gisteren gestorven',
    ],
    humour: ['deze vergadering is mijn dood', 'nog een maandag zo en ik ga dood', 'ik lag dubbel haha dood'],
  },
}
