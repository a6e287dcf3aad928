import type { Corpus } from '../corpus.ts'

export const nl: Corpus = {
  crisis: {
    direct: ['ik denk dat ik mezelf binnenkort van het leven beroof', 'ik wil echt dood zijn'],
    passive: ['wat heeft leven voor zin als niemand om me geeft', 'ik wil morgen niet wakker worden'],
    plan: [
      'ik heb opgeschreven hoe en wanneer, morgen is de dag',
      'alles is geregeld, ik doe het als mijn ouders weg zijn',
    ],
    method: [
      'ik zoek op google hoeveel slaappillen dodelijk zijn',
      'er ligt een touw in de schuur en ik denk er steeds aan',
    ],
    farewell: [
      'als er iets gebeurt, mijn wachtwoorden liggen in de la, ik hou van jullie',
      'dit is mijn laatste bericht aan wie dan ook, doei',
    ],
    selfHarm: [
      'ik ben begonnen in mijn bovenbenen te snijden zodat niemand het ziet',
      'mezelf pijn doen is het enige wat de pijn stopt',
    ],
    slang: ['eerlijk ik wil unaliven', 'ik knijp er voorgoed tussenuit'],
  },
  ordinary: {
    gym: [
      'de coach liet ons suicides op het veld rennen, mijn longen zijn dood',
      'vandaag aan mijn cut begonnen, wens me succes',
      'die heuvelsprints hebben me afgemaakt',
    ],
    hyperbole: [
      'ik zou doodgaan voor die schoenen',
      'mijn zus vermoordt me, ik heb haar restjes opgegeten',
      'deze rij maakt me kapot',
    ],
    accident: [
      'ik heb me gesneden aan het deksel van een blik',
      'ik ben van een ladder gevallen en heb mijn rug bezeerd',
      'ik heb me vanochtend gebrand aan de waterkoker',
    ],
    grief: [
      'mijn buurman is overleden aan een hartaanval',
      'we hebben vandaag de as van mijn oma uitgestrooid',
      'de hond van mijn beste vriendin is gisteren doodgegaan',
    ],
    humour: [
      'dit college is zo saai, ik loop zo de zee in lol',
      'ik ben overleden 😂',
      'mijn planten gaan weer dood, ik ben een seriemoordenaar',
    ],
  },
}
