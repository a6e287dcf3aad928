import type { Corpus } from '../corpus.ts'

export const en: Corpus = {
  crisis: { direct: [], passive: [], plan: [], method: [], farewell: [], selfHarm: [], slang: [] },
  ordinary: {
    gym: [
      "too many notifications today, i'm muting my phone",
      "wait a moment, i'll try again later",
      "this is my last set, then i'm going home",
      'goodbye for now, talk to you tomorrow',
      "i'm leaving the gym now, see you",
      'made a plan for my week: three workouts and one long walk',
      'gave my old dumbbells to my brother',
      'wrote my goals for this year in a notebook',
      "i'm done for the week, weekend mode",
      'the last time i tried this recipe it burnt',
      "i'm going away for the weekend, no training",
      'bought a new knife set for meal prep',
      "we're going to the river to swim tomorrow",
      'thank you, you always help me so much',
      "my sister is moving out, i'll miss her",
      "didn't sleep at all, i'm a zombie today",
    ],
    hyperbole: [],
    accident: [],
    grief: [],
    humour: [],
  },
}
