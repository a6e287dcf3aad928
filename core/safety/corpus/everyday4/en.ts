import type { Corpus } from '../corpus.ts'

export const en: Corpus = {
  crisis: { direct: [], passive: [], plan: [], method: [], farewell: [], selfHarm: [], slang: [] },
  ordinary: {
    gym: [
      'I took an ibuprofen for my knee before the run, is that ok?',
      'can I take painkillers after a hard workout',
      'my allergy tablets make me sleepy, can I still train',
      'do I take the magnesium tablets before bed or in the morning',
      'we climbed onto the roof to watch the fireworks',
      "there's a rope climb in my crossfit class tomorrow",
      'we jumped off the rocks into the lake, so fun',
      'I took the train to my parents for the weekend',
      'I have a headache, is paracetamol ok with creatine',
      'the bridge run on sunday was beautiful at sunrise',
    ],
    hyperbole: [],
    accident: [],
    grief: [],
    humour: [],
  },
}
