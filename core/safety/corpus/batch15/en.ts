import type { Corpus } from '../corpus.ts'

export const en: Corpus = {
  crisis: {
    direct: [],
    passive: [
      'i keep wishing i could fall asleep and stay that way',
      "nobody would even notice if i wasn't around anymore",
    ],
    plan: [
      "i'm waiting until the kids are at their dad's next weekend, then it's done",
      "the 1st of march, that's my date. everything's arranged",
      "as soon as i finish this shift i'm driving to the coast and not coming back",
      "told work i'm on holiday from monday, nobody will come looking for me",
    ],
    method: [
      "i've got the charcoal and the tape for the bathroom door",
      'how deep is the water under the harbour bridge',
      'bought a second box of sleeping pills from another pharmacy today',
      "i'm on the motorway bridge, the trucks are so fast down there",
    ],
    farewell: [
      "wrote down who gets my things, it's in the top drawer",
      'sent my mum flowers and a card saying sorry for everything',
      'logging off for the last time, thank you all',
      "changed my passwords and gave my sister the list, she'll need them",
    ],
    selfHarm: [],
    slang: [],
  },
  ordinary: { gym: [], hyperbole: [], accident: [], grief: [], humour: [] },
}
