import type { Corpus } from '../corpus.ts'

export const da: Corpus = {
  crisis: {
    direct: [
      'jeg tænker mere på at slå mig selv ihjel end på noget andet',
      'jeg vil tage mit eget liv, ville bare sige det til nogen',
    ],
    passive: [
      'ærligt talt ville jeg ønske jeg aldrig var blevet født',
      'hvis jeg ikke vågnede i morgen ville det være fint med mig',
    ],
    plan: [
      'når min roommate tager på ferie den 22., så',
      'har holdt fredag aften fri, efter det er jeg her ikke',
    ],
    method: [
      'jeg har nok insulin derhjemme til at gøre det',
      'kigger på broen ved mit arbejde hver dag, den er høj nok',
    ],
    farewell: [
      'tak fordi du har lyttet alle de måneder, det her er enden for mig',
      'optog en video til mine forældre, til bagefter',
    ],
    selfHarm: [
      'jeg slår mig selv i maven til jeg ikke kan trække vejret',
      'er begyndt at skære i mig selv igen, mine lår er fulde',
    ],
    slang: ['lowkey vil kms i aften', 'måske unaliver jeg mig efter semestret, det er ikke for sjov'],
  },
  ordinary: { gym: [], hyperbole: [], accident: [], grief: [], humour: [] },
}
