import type { Corpus } from '../corpus.ts'

export const nl: Corpus = {
  crisis: {
    direct: ['ik heb het vorig jaar geprobeerd en ik denk dat ik het opnieuw ga proberen'],
    passive: ['ik zie geen toekomst voor mezelf, ik wil gewoon dat de pijn voorgoed stopt'],
    plan: ['als ik deze brief af heb is het tijd'],
    method: ['wat is de dodelijke dosis sertraline, vraag het voor mezelf'],
    farewell: ['ik wil dat je weet dat je geholpen hebt, dit is een afscheid mia'],
    selfHarm: ['ik brand mezelf expres met mijn stijltang als ik alleen ben'],
    slang: ['ben de playlist voor mijn eigen begrafenis aan het maken en het is geen grap'],
  },
  ordinary: {
    gym: ['pr poging vandaag, duim voor me'],
    hyperbole: ['die burpee challenge heeft me bijna vermoord haha'],
    accident: ['gestruikeld op de loopband en mijn knie geschaafd'],
    grief: ['de vader van mijn vriend is overleden, morgen is de begrafenis'],
    humour: ['mijn planten gaan weer dood, ik maak alles kapot wat ik aanraak'],
  },
}
