import type { Corpus } from '../corpus.ts'

export const nb: Corpus = {
  crisis: {
    direct: ['jeg vil drepe meg selv på ekte', 'jeg vil ikke være i live lenger'],
    passive: ['det hadde vært lettere om jeg bare sluttet å eksistere', 'jeg ber om at jeg ikke våkner'],
    plan: ['fredag natt er alt planlagt', 'i morgen når mamma drar på jobb gjør jeg det'],
    method: [
      'hvor mange paracet trengs for å ikke våkne',
      'jeg ser på skinnene hver dag og tenker på å hoppe',
    ],
    farewell: ['takk for alt, dette er farvel', 'jeg gir bort alle tingene mine, trenger dem ikke uansett'],
    selfHarm: ['kuttene på armene mine blir dypere', 'jeg slår meg selv til jeg får blåmerker'],
    slang: [
      'skal unalive meg snart',
      'tenker på å ta livet av meg igjen',
      'jeg drar for godt, ha det alle sammen',
    ],
  },
  ordinary: {
    gym: [
      'bakkeintervallene knuste meg',
      'på mandag begynner jeg å deffe',
      'beindagen var brutal, kjenner ikke beina',
    ],
    hyperbole: ['jeg kunne drept for en lur', 'du dreper meg med vitsene dine', 'jeg døde da han sa det 💀'],
    accident: ['skar meg på et papir lol', 'jeg skadet meg da jeg flyttet sofaen', 'brant tunga på suppa'],
    grief: [
      'onkelen min døde i morges',
      'i dag er det ett år siden mamma døde',
      'vi måtte avlive den gamle katten vår',
    ],
    humour: [
      'mandager blir min død',
      'innboksen min prøver å drepe meg',
      'hvis den sangen spilles en gang til hopper jeg ut av vinduet haha',
    ],
  },
}
