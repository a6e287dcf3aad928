import type { Corpus } from '../corpus.ts'

export const nb: Corpus = {
  crisis: {
    direct: ['jeg tror jeg tar livet av meg snart', 'jeg vil virkelig være død'],
    passive: ['hva er vitsen med å leve når ingen bryr seg', 'jeg vil ikke våkne i morgen'],
    plan: [
      'jeg har skrevet ned hvordan og når, i morgen er dagen',
      'alt er ordnet, jeg gjør det mens foreldrene mine er borte',
    ],
    method: [
      'jeg googler hvor mange sovetabletter som er dødelig',
      'det ligger et tau i boden og jeg tenker på det hele tiden',
    ],
    farewell: [
      'hvis noe skjer ligger passordene mine i skuffen, glad i dere',
      'dette er min siste melding til noen, ha det',
    ],
    selfHarm: [
      'jeg har begynt å kutte meg på lårene så ingen ser det',
      'å skade meg selv er det eneste som stopper smerten',
    ],
    slang: ['ærlig talt vil jeg unalive meg', 'jeg slukker alt for godt nå'],
  },
  ordinary: {
    gym: [
      'treneren lot oss løpe suicides på banen, lungene mine er døde',
      'startet kuttet i dag, ønsk meg lykke til',
      'bakkeintervallene drepte meg',
    ],
    hyperbole: [
      'jeg kunne dødd for de skoene',
      'søsteren min kommer til å myrde meg, jeg spiste restene hennes',
      'denne køen dreper meg',
    ],
    accident: [
      'jeg skar meg på et hermetikklokk',
      'jeg falt ned fra en stige og skadet ryggen',
      'jeg brant meg på vannkokeren i morges',
    ],
    grief: [
      'naboen min døde av hjerteinfarkt',
      'vi spredte asken til bestemor i dag',
      'hunden til bestevenninnen min døde i går',
    ],
    humour: [
      'forelesningen er så kjedelig at jeg vil gå ut i havet lol',
      'jeg er avdød 😂',
      'plantene mine dør igjen, jeg er en seriemorder',
    ],
  },
}
