import type { Corpus } from '../corpus.ts'

export const sv: Corpus = {
  crisis: {
    direct: ['jag vill ta livet av mig', 'jag tänker på att ta mitt liv hela tiden'],
    passive: ['jag önskar att jag bara somnade och aldrig vaknade', 'alla skulle ha det bättre utan mig'],
    plan: ['i natt gör jag det, jag har bestämt mig', 'imorgon tar jag mitt liv, jag vet hur'],
    method: ['jag har sparat ihop en massa sömntabletter', 'jag står på bron och tänker hoppa'],
    farewell: [
      'jag har skrivit avskedsbrev till min familj',
      'det här är mitt sista meddelande, hej då för alltid',
    ],
    selfHarm: ['jag skär mig själv igen', 'jag skadar mig själv när ångesten blir för stor'],
    slang: ['orkar inte mer, ska döda mig själv', 'jag vill bara dö på riktigt'],
  },
  ordinary: {
    gym: [
      'tränaren körde suicides med oss, jag är död',
      'jag kör en deff så ingen pizza',
      'benpasset dödar mig',
    ],
    hyperbole: ['jag skulle döda för en kanelbulle', 'den här värmen tar livet av mig', 'jag dör av skratt'],
    accident: [
      'jag skar mig i fingret när jag lagade mat',
      'jag brände mig på ugnsplåten',
      'jag ramlade med cykeln och skadade handleden',
    ],
    grief: ['min morfar dog förra veckan', 'idag var min mosters begravning', 'vår katt dog igår'],
    humour: ['jag är död 😂', 'mitt bankkonto begick självmord efter rean', 'det skämtet dödade mig'],
  },
}
