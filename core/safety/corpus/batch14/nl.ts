import type { Corpus } from '../corpus.ts'

export const nl: Corpus = {
  crisis: {
    direct: [
      'ik wil echt dood, geen grap',
      'ben al een tijdje aan het plannen om er een eind aan te maken',
      'ik ga zelfmoord plegen en niemand kan me tegenhouden',
    ],
    passive: [
      'zou prima zijn als ik gewoon niet meer bestond',
      'ik hoop steeds dat me iets overkomt zodat het voorbij is',
      'waarom zou ik morgen nog wakker worden',
    ],
    plan: [
      'zaterdag als mijn ouders in het huisje zitten, dat is de dag',
      'ik heb al besloten hoe en wanneer',
      'heb gisteravond mijn testament geschreven en alles geregeld',
    ],
    method: [
      'ik sta nu op het balkon op de 9e verdieping',
      'is een fles wodka met een hele strip paracetamol genoeg',
      'ik weet welke trein niet stopt op mijn station',
    ],
    farewell: [
      'dit is mijn laatste bericht aan wie dan ook, zorg voor mijn kat',
      'sorry mam, ik hou van je, doei',
      'verwijder vannacht al mijn accounts, was fijn om met je te praten',
    ],
    selfHarm: [
      'heb zijn naam met een scheermesje in mijn bovenbeen gekerfd',
      'de sneeën worden elke keer dieper',
      'ik krab mijn armen open tot ze bloeden als ik boos ben',
    ],
    slang: [
      'eerlijk tijd voor kms',
      'ben er zo klaar mee, unalive mezelf straks',
      'kys zeg ik elke dag tegen mezelf in de spiegel',
    ],
  },
  ordinary: {
    gym: [
      'de coach zei suicides tot iemand opgeeft haha',
      'deadlift dag heeft me gesloopt, voel mijn benen niet meer',
    ],
    hyperbole: [
      'ik ga dood als ik geen koffie krijg',
      'door deze spreadsheet wil ik mijn laptop van het dak gooien',
    ],
    accident: [
      'mijn hand verbrand aan de pan bij het pannenkoeken bakken',
      'me gesneden aan een kapot glas tijdens de afwas',
    ],
    grief: [
      'de begrafenis van oma is vrijdag',
      'een jongen van mijn gym is omgekomen bij een auto ongeluk, ben nog in shock',
    ],
    humour: [
      'als ik nog een keer leg day skip begraaf me maar',
      'mijn laatste woorden worden nog één herhaling',
    ],
  },
}
