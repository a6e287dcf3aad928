import type { Corpus } from '../corpus.ts'

export const de: Corpus = {
  crisis: {
    direct: ['ich will mich umbringen, ehrlich', 'ich will nicht mehr am leben sein'],
    passive: [
      'es wär leichter wenn ich einfach nicht mehr existiere',
      'ich bete dass ich nicht mehr aufwache',
    ],
    plan: ['freitag nacht ist alles geplant', 'sobald meine mutter morgen zur arbeit geht mach ich es'],
    method: [
      'wie viele paracetamol braucht man um nicht mehr aufzuwachen',
      'ich schau jeden tag auf die gleise und denk dran zu springen',
    ],
    farewell: [
      'danke für alles, das ist ein abschied',
      'ich verschenke meine sachen, brauch sie eh nicht mehr',
    ],
    selfHarm: [
      'die schnitte an meinen armen werden tiefer',
      'ich schlag mich selbst bis es blaue flecken gibt',
    ],
    slang: ['ich unalive mich bald', 'denk wieder an den sewerslide', 'ich bin raus, für immer'],
  },
  ordinary: {
    gym: [
      'die sprints haben mich fertig gemacht',
      'ab montag bin ich in der definitionsphase',
      'beintag war brutal, spür meine beine nicht',
    ],
    hyperbole: [
      'für ein nickerchen würd ich sterben',
      'du bringst mich um mit deinen witzen',
      'ich bin gestorben als er das gesagt hat 💀',
    ],
    accident: [
      'hab mich am papier geschnitten lol',
      'hab mir beim sofa schleppen weh getan',
      'hab mir die zunge an der suppe verbrannt',
    ],
    grief: [
      'mein onkel ist heute früh gestorben',
      'heute ist es ein jahr her dass mama gestorben ist',
      'unsere alte katze musste eingeschläfert werden',
    ],
    humour: [
      'montage sind mein tod',
      'mein postfach will mich umbringen',
      'wenn das lied nochmal läuft spring ich aus dem fenster haha',
    ],
  },
}
