import type { Corpus } from '../corpus.ts'

export const nl: Corpus = {
  crisis: {
    direct: [
      'ik kan niet meer, ik ga een einde aan mijn leven maken',
      'eerlijk, ik wil mezelf doden, ik haat alles',
    ],
    passive: ['ik zou voor altijd willen slapen', 'de wereld zou beter zijn zonder mij'],
    plan: [
      'ik heb besloten, dit weekend stop ik ermee',
      'alles staat klaar, ik wacht alleen tot iedereen vanavond weg is',
    ],
    method: [
      'ik spring op weg naar huis van het viaduct',
      'ik heb een volle doos pillen van mijn moeder en vannacht neem ik ze allemaal',
    ],
    farewell: [
      'ik ben mijn afscheidsbrief aan het schrijven',
      'bedankt dat je lief voor me was, je hoort nooit meer iets van me',
    ],
    selfHarm: ['ik heb mijn arm weer opengesneden, het helpt me', 'ik brand mezelf met hete lepels'],
    slang: ['ik ga mezelf vannacht unaliven', 'kms kms kms ik kan niet meer'],
  },
  ordinary: {
    gym: [
      'die spinningles was echt moord',
      'de coach zegt dat we suicides rennen tot iemand opgeeft',
      'weer aan het droogtrainen, dag pizza 😭',
    ],
    hyperbole: [
      'ik ga dood als ik geen koffie krijg',
      'mijn voeten vermoorden me na die wandeling',
      'soms kan ik mijn broer wel vermoorden',
    ],
    accident: [
      'ik ben van de steiger in zee gesprongen, het water was ijskoud',
      'ik heb me gebrand toen ik de bakplaat uit de oven haalde',
      'mijn vriend nam te veel cafeïnepillen voor het tentamen en moest overgeven',
    ],
    grief: [
      'mijn opa is vannacht overleden',
      'het is een jaar geleden dat mijn vader stierf',
      'onze hamster is dood, de kinderen zijn verdrietig',
    ],
    humour: [
      'ik ben letterlijk dood 💀💀',
      'dit nummer maakt me elke keer kapot',
      'RIP mijn bankrekening na deze reis',
    ],
  },
}
