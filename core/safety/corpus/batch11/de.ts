import type { Corpus } from '../corpus.ts'

export const de: Corpus = {
  crisis: {
    direct: ['hab es letztes jahr versucht und ich glaub ich versuchs nochmal'],
    passive: ['ich seh keine zukunft für mich, ich will nur dass der schmerz endgültig aufhört'],
    plan: ['wenn ich den brief fertig hab ist es zeit'],
    method: ['was ist die tödliche dosis von sertralin, frag für mich'],
    farewell: ['du sollst wissen dass du geholfen hast, das ist ein abschied mia'],
    selfHarm: ['ich verbrenn mich absichtlich mit dem glätteisen wenn ich allein bin'],
    slang: ['plane grad ehrlich die playlist für meine eigene beerdigung und das ist kein witz'],
  },
  ordinary: {
    gym: ['pr versuch heute, drückt mir die daumen'],
    hyperbole: ['die burpee challenge hat mich fast umgebracht lol'],
    accident: ['bin auf dem laufband gestolpert und hab mir das knie aufgeschürft'],
    grief: ['der vater von meinem freund ist gestorben, morgen ist die beerdigung'],
    humour: ['meine pflanzen sterben schon wieder, ich bring alles um'],
  },
}
