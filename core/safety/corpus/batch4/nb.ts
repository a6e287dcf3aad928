import type { Corpus } from '../corpus.ts'

export const nb: Corpus = {
  crisis: {
    direct: ['denne gangen tar jeg livet av meg på ordentlig', 'jeg vil bare dø ærlig talt'],
    passive: ['ingen ville engang merket det om jeg forsvant', 'jeg ser ingen grunn til å leve lenger'],
    plan: [
      'jeg har planlagt hvordan jeg skal gjøre det, det blir i natt',
      'jeg har forberedt alt til lørdag, på søndag er jeg ikke her',
    ],
    method: [
      'jeg stirrer på esken med sovetabletter og tenker på å ta alle',
      'jeg skal kjøre bilen inn i en vegg på motorveien i natt',
    ],
    farewell: [
      'jeg har lagt igjen en lapp til foreldrene mine, si at jeg er glad i dem',
      'jeg har slettet alt og gitt hunden min til søsteren min, ha det',
    ],
    selfHarm: [
      'jeg kuttet meg igjen i går kveld, det er det eneste som hjelper',
      'jeg vil skade meg selv så mye akkurat nå',
    ],
    slang: ['på tide å kms, orker ikke', 'tenker på å unalive meg ærlig'],
  },
  ordinary: {
    gym: [
      'burpees prøver å drepe meg i dag',
      'jeg er på diett og dør for litt karbohydrater',
      'vi løp suicides på basketballtreningen, beina er gele',
    ],
    hyperbole: [
      'en salat til og jeg dør',
      'jeg kunne bokstavelig talt drept for en lur',
      'denne varmen blir min død',
    ],
    accident: [
      'jeg skar meg på hekksaksa, bare en rift',
      'brant meg på krølltanga igjen haha',
      'jeg slo meg da jeg falt av tredemølla',
    ],
    grief: [
      'mamma døde i mars og jeg savner henne hver dag',
      'vi måtte si farvel til den gamle hunden vår i dag',
      'broren til vennen min døde i en ulykke',
    ],
    humour: [
      'jeg er avdød 💀 den videoen',
      'dette regnearket dreper meg sakte',
      'jeg ville dødd av skam om han så meg',
    ],
  },
}
