import type { Corpus } from '../corpus.ts'

export const sv: Corpus = {
  crisis: {
    direct: ['den här gången tar jag livet av mig på riktigt', 'jag vill bara dö ärligt talat'],
    passive: ['ingen skulle ens märka om jag försvann', 'jag ser ingen anledning att leva längre'],
    plan: [
      'jag har planerat hur jag ska göra det, det blir inatt',
      'jag har förberett allt till lördag, på söndag finns jag inte',
    ],
    method: [
      'jag stirrar på burken med sömntabletter och tänker ta alla',
      'jag ska köra bilen in i en vägg på motorvägen inatt',
    ],
    farewell: [
      'jag har lämnat en lapp till mina föräldrar, säg att jag älskar dem',
      'jag har raderat allt och gett min hund till min syster, hejdå',
    ],
    selfHarm: [
      'jag skar mig igen igår kväll, det är det enda som hjälper',
      'jag vill skada mig själv så mycket just nu',
    ],
    slang: ['dags att kms, orkar inte', 'tänker på att unalive:a mig ärligt'],
  },
  ordinary: {
    gym: [
      'burpees försöker döda mig idag',
      'jag deffar och dör för lite kolhydrater',
      'vi sprang suicides på basketträningen, benen är gelé',
    ],
    hyperbole: [
      'en sallad till och jag dör',
      'jag skulle bokstavligen döda för en tupplur',
      'den här värmen blir min död',
    ],
    accident: [
      'jag skar mig på häcksaxen, bara en rispa',
      'brände mig på locktången igen haha',
      'jag slog mig när jag ramlade av löpbandet',
    ],
    grief: [
      'min mamma dog i mars och jag saknar henne varje dag',
      'vi fick säga hejdå till vår gamla hund idag',
      'min väns bror dog i en olycka',
    ],
    humour: [
      'jag är avliden 💀 den videon',
      'det här kalkylarket dödar mig sakta',
      'jag skulle dö av skam om han såg mig',
    ],
  },
}
