import type { Corpus } from '../corpus.ts'

export const nl: Corpus = {
  crisis: {
    direct: [
      'eerlijk gezegd wil ik zelfmoord plegen',
      'ik denk dat ik binnenkort een einde aan mijn leven maak',
    ],
    passive: [
      'het maakt me niet uit als morgen een auto me aanrijdt',
      'ik wil gewoon dat alles stopt, voorgoed',
    ],
    plan: [
      'ik heb de datum gekozen, het is zondag',
      'na het tentamen van donderdag stop ik ermee, met alles',
    ],
    method: [
      'ik heb vandaag een touw gekocht en ik weet waarvoor',
      'ik heb een fles wodka en al mijn pillen klaarliggen',
    ],
    farewell: [
      'zeg tegen mijn moeder dat ik van haar hou, morgen ben ik er niet meer',
      'sorry voor alles, vaarwel',
    ],
    selfHarm: [
      'ik krab mijn armen open tot ze bloeden',
      'ik brand mijn huid met sigaretten als het slecht gaat',
    ],
    slang: [
      'klaar om mezelf te unaliven',
      'vannacht knijp ik ertussenuit, voor altijd',
      'ik ben er klaar mee, tijd om mezelf om te leggen',
    ],
  },
  ordinary: {
    gym: [
      'die box jumps hebben mijn kuiten vermoord',
      'dag 3 van mijn cut en ik verhonger',
      'de trainer wil ons afmaken met burpees',
    ],
    hyperbole: [
      'ik ga dood als hij terug appt',
      'mijn moeder vermoordt me als ze mijn cijfers ziet',
      'ik sterf van nieuwsgierigheid naar die nieuwe ramenzaak',
    ],
    accident: [
      'in mijn duim gesneden bij het openen van een pakketje',
      'ik struikelde en bezeerde mijn pols',
      'flink verbrand aan het strijkijzer',
    ],
    grief: [
      'de vader van mijn beste vriendin is gisteren overleden',
      'we hebben oma zaterdag begraven',
      'de uitvaart was mooi maar ik heb veel gehuild',
    ],
    humour: [
      'mijn telefoon staat op 1%, bid voor hem',
      'dit tentamen wordt mijn einde',
      'rip mijn slaapritme lol',
    ],
  },
}
