import type { Corpus } from '../corpus.ts'

export const sv: Corpus = {
  crisis: {
    direct: ['ärligt talat vill jag ta livet av mig', 'jag tror jag tar mitt liv snart'],
    passive: [
      'det skulle inte göra något om en bil körde på mig imorgon',
      'jag vill bara att allt ska ta slut, för alltid',
    ],
    plan: ['jag har valt datum, det blir söndag', 'efter tentan på torsdag gör jag slut på allt'],
    method: [
      'jag köpte ett rep idag och jag vet vad det är till',
      'jag har en flaska vodka och alla mina tabletter redo',
    ],
    farewell: ['säg till mamma att jag älskar henne, imorgon är jag inte här', 'förlåt för allt, farväl'],
    selfHarm: [
      'jag river upp mina armar tills de blöder',
      'jag bränner huden med cigaretter när det är jobbigt',
    ],
    slang: [
      'redo att unalive mig',
      'i natt drar jag för alltid',
      'jag är så klar, dags att göra slut på mig',
    ],
  },
  ordinary: {
    gym: [
      'boxhoppen mördade mina vader',
      'dag 3 av min deff och jag svälter',
      'tränaren vill döda oss med burpees',
    ],
    hyperbole: [
      'jag dör om han svarar',
      'mamma kommer döda mig när hon ser betygen',
      'jag dör av nyfikenhet på det nya ramenstället',
    ],
    accident: [
      'skar mig i tummen när jag öppnade ett paket',
      'jag snubblade och skadade handleden',
      'brände mig rejält på strykjärnet',
    ],
    grief: [
      'min bästa väns pappa dog igår',
      'vi begravde mormor i lördags',
      'begravningen var fin men jag grät mycket',
    ],
    humour: ['mobilen är på 1%, be för den', 'den här tentan blir min undergång', 'rip min sömn lol'],
  },
}
