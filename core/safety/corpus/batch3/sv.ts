import type { Corpus } from '../corpus.ts'

export const sv: Corpus = {
  crisis: {
    direct: ['jag vill verkligen inte leva mer', 'jag ska ta mitt liv idag'],
    passive: ['jag borde aldrig ha fötts', 'det vore lättare för alla om jag inte fanns'],
    plan: ['allt är planerat till söndag kväll', 'imorgon bitti gör jag det, brevet ligger på skrivbordet'],
    method: [
      'jag är uppe på taket på huset och vill hoppa',
      'jag har räknat upp 40 alvedon och ska svälja dem',
    ],
    farewell: [
      'det här är sista gången ni hör av mig, förlåt för allt',
      'jag har sagt hejdå till familjen och lämnat brev',
    ],
    selfHarm: [
      'jag har skadat mig själv i månader, ingen vet',
      'jag slår mig själv och river upp huden tills det blöder',
    ],
    slang: ['ska unalive:a mig ikväll', 'ikväll gör jag slut på allt, är så trött'],
  },
  ordinary: {
    gym: [
      'spurtarna i slutet av träningen förstörde mig',
      'jag deffar inför tävlingen, 1800 kalorier',
      'marklyften mördade min ländrygg idag',
    ],
    hyperbole: [
      'mamma kommer döda mig när hon ser tatueringen',
      'jag dör för en kaffe',
      'tentan tog nästan livet av mig',
    ],
    accident: [
      'jag skar mig på en konservburk',
      'jag ramlade i trappan och slog mig rejält',
      'grannen hoppade från båten i sjön och tappade mobilen',
    ],
    grief: [
      'min morbror tog sitt liv för flera år sedan och jag tänker fortfarande på honom',
      'min farfar dog i sömnen, han var 94',
      'min katt dog förra veckan, jag är helt förstörd',
    ],
    humour: [
      'om han skriver bara "k" en gång till svär jag 💀',
      'den memen är så död att den är fossil',
      'mobilen dog igen haha',
    ],
  },
}
