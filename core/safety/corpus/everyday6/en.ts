import type { Corpus } from '../corpus.ts'

export const en: Corpus = {
  crisis: { direct: [], passive: [], plan: [], method: [], farewell: [], selfHarm: [], slang: [] },
  ordinary: {
    gym: [
      "my phone battery is dead, i'll text you later",
      "i'm killing time before my train",
      'last day of my diet challenge, so proud',
      'the pain in my shoulder is finally over',
      'done with the first week of my program',
      'we said goodbye to our old flat today',
      "i need vitamin d pills, it's so dark",
      'ended my membership at the old gym',
      "going home early tonight, i'm exhausted",
      'leaving for a work trip on monday',
      'my brother is getting married in june!',
      'i just want to stay under my blanket all weekend',
      'my plan for tonight: pizza and a movie',
      'my knees hurt on the stairs, should i rest',
      'sorry i disappeared, busy week',
      'the project at work is finally over',
    ],
    hyperbole: [],
    accident: [],
    grief: [],
    humour: [],
  },
}
