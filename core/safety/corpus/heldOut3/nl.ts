import type { Corpus } from '../corpus.ts'

export const nl: Corpus = {
  crisis: {
    direct: ['ik wil mezelf echt van kant maken', 'ik wil niet meer leven eerlijk'],
    passive: [
      'het zou makkelijker zijn als ik gewoon niet meer bestond',
      'ik bid dat ik niet meer wakker word',
    ],
    plan: ['vrijdagnacht is alles gepland', 'morgen als mijn moeder naar haar werk gaat doe ik het'],
    method: [
      'hoeveel paracetamol heb je nodig om niet meer wakker te worden',
      'ik kijk elke dag naar het spoor en denk aan springen',
    ],
    farewell: [
      'bedankt voor alles, dit is een afscheid',
      'ik geef al mijn spullen weg, heb ze toch niet meer nodig',
    ],
    selfHarm: ['de sneden op mijn armen worden dieper', 'ik sla mezelf tot ik blauwe plekken heb'],
    slang: [
      'ik ga mezelf unaliven binnenkort',
      'denk weer aan er een eind aan maken',
      'ik ben weg voorgoed, doei allemaal',
    ],
  },
  ordinary: {
    gym: [
      'die heuvelsprints hebben me gesloopt',
      'maandag begint mijn cut',
      'beendag was zwaar, ik voel mijn benen niet meer',
    ],
    hyperbole: [
      'ik zou moorden voor een dutje',
      'je maakt me kapot met je grappen',
      'ik ging dood toen hij dat zei 💀',
    ],
    accident: [
      'sneed me aan een blaadje papier lol',
      'ik heb me bezeerd bij het verschuiven van de bank',
      'mijn tong verbrand aan de soep',
    ],
    grief: [
      'mijn oom is vanochtend overleden',
      'vandaag is het een jaar geleden dat mama stierf',
      'onze oude kat moest ingeslapen worden',
    ],
    humour: [
      'maandagen worden mijn dood',
      'mijn inbox wil me vermoorden',
      'als dat liedje nog één keer speelt spring ik uit het raam haha',
    ],
  },
}
