import type { Corpus } from '../corpus.ts'

export const nb: Corpus = {
  crisis: {
    direct: ['jeg tror jeg faktisk tar livet av meg denne gangen mia, ingen spøk'],
    passive: [
      'jeg vil bare sovne og aldri våkne igjen',
      'skulle ønske jeg bare kunne forsvinne og aldri komme tilbake',
    ],
    plan: ['etter eksamen gjør jeg slutt på alt, har allerede bestemt meg'],
    method: ['det er en bro ved jobben og jeg tenker hele tiden på å hoppe'],
    farewell: ['takk for alt mia, du var snill mot meg. ha det for alltid'],
    selfHarm: ['begynte å kutte meg igjen forrige uke og klarer ikke å slutte'],
    slang: ['er nære på å unalive meg', 'vil bare logge av for godt'],
  },
  ordinary: {
    gym: ['hamstringsen er døde etter rdl', 'starter diett neste uke, tips mot sulten?'],
    hyperbole: ['jeg døde da hun sa det 😂', 'varmen dreper meg, 34 grader på treningssenteret'],
    accident: ['skar meg på grepet på stanga haha'],
    grief: ['mormoren min døde i søvne i natt'],
    humour: ['drep meg nå, det er mandag igjen'],
  },
}
