import type { Corpus } from '../corpus.ts'

export const da: Corpus = {
  crisis: {
    direct: ['jeg tror, jeg snart tager mit liv', 'jeg vil virkelig være død'],
    passive: ['hvad er meningen med at leve, når ingen går op i mig', 'jeg vil ikke vågne i morgen'],
    plan: [
      'jeg har skrevet ned hvordan og hvornår, i morgen er dagen',
      'alt er ordnet, jeg gør det mens mine forældre er væk',
    ],
    method: [
      'jeg googler hvor mange sovepiller der er dødeligt',
      'der ligger et reb i skuret, og jeg tænker på det hele tiden',
    ],
    farewell: [
      'hvis der sker noget, ligger mine adgangskoder i skuffen, jeg elsker jer',
      'det her er min sidste besked til nogen, farvel',
    ],
    selfHarm: [
      'jeg er begyndt at skære i mine lår, så ingen kan se det',
      'at skade mig selv er det eneste, der stopper smerten',
    ],
    slang: ['ærligt vil jeg unalive mig', 'jeg slukker det hele for altid nu'],
  },
  ordinary: {
    gym: [
      'træneren lod os løbe suicides på banen, mine lunger er døde',
      'startede min cut i dag, ønsk mig held og lykke',
      'de bakkesprints slog mig ihjel',
    ],
    hyperbole: [
      'jeg kunne dø for de sko',
      'min søster slår mig ihjel, jeg spiste hendes rester',
      'den her kø slår mig ihjel',
    ],
    accident: [
      'jeg skar mig på et dåselåg',
      'jeg faldt ned fra en stige og slog ryggen',
      'jeg brændte mig på elkedlen i morges',
    ],
    grief: [
      'min nabo døde af et hjerteanfald',
      'vi spredte min mormors aske i dag',
      'min bedste venindes hund døde i går',
    ],
    humour: [
      'forelæsningen er så kedelig, at jeg vil gå ud i havet lol',
      'jeg er afdød 😂',
      'mine planter dør igen, jeg er en seriemorder',
    ],
  },
}
