import type { Corpus } from '../corpus.ts'

export const nl: Corpus = {
  crisis: {
    direct: [
      'ik denk vaker aan zelfmoord dan aan wat dan ook',
      'ik ga een einde aan mijn leven maken, wilde het alleen tegen iemand zeggen',
    ],
    passive: [
      'eerlijk gezegd was ik liever nooit geboren',
      'als ik morgen niet wakker werd zou dat prima zijn',
    ],
    plan: [
      'als mijn huisgenoot op de 22e op vakantie gaat, dan',
      'vrijdagavond vrijgehouden, daarna ben ik er niet meer',
    ],
    method: [
      'ik heb genoeg insuline thuis om het te doen',
      'ik kijk elke dag naar de brug bij mijn werk, hij is hoog genoeg',
    ],
    farewell: [
      'bedankt voor het luisteren al die maanden, dit is het einde voor mij',
      'een video opgenomen voor mijn ouders, voor daarna',
    ],
    selfHarm: [
      'ik sla mezelf in mijn maag tot ik geen adem meer krijg',
      'ben weer aan het snijden, mijn bovenbenen zitten vol',
    ],
    slang: ['lowkey wil ik vannacht kms', 'misschien unalive ik mezelf na dit semester, geen grap'],
  },
  ordinary: { gym: [], hyperbole: [], accident: [], grief: [], humour: [] },
}
