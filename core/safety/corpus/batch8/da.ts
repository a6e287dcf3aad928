import type { Corpus } from '../corpus.ts'

export const da: Corpus = {
  crisis: {
    direct: ['jeg tror faktisk jeg slår mig selv ihjel denne gang mia, ingen joke'],
    passive: [
      'jeg vil bare falde i søvn og aldrig vågne igen',
      'gid jeg bare kunne forsvinde og aldrig komme tilbage',
    ],
    plan: ['efter eksamen gør jeg en ende på det hele, har allerede besluttet det'],
    method: ['der er en bro ved mit arbejde og jeg tænker hele tiden på at springe'],
    farewell: ['tak for alt mia, du var sød ved mig. farvel for altid'],
    selfHarm: ['begyndte at skære i mig selv igen i sidste uge og kan ikke stoppe'],
    slang: ['er tæt på at unalive mig', 'vil bare logge af for godt'],
  },
  ordinary: {
    gym: ['mine baglår er døde efter rdl', 'starter på kur i næste uge, tips mod sulten?'],
    hyperbole: ['jeg døde da hun sagde det 😂', 'varmen slår mig ihjel, 34 grader i fitness'],
    accident: ['skar mig på grebet på stangen haha'],
    grief: ['min mormor døde i søvne i nat'],
    humour: ['dræb mig nu, det er mandag igen'],
  },
}
