import type { Corpus } from '../corpus.ts'

export const de: Corpus = {
  crisis: {
    direct: ['ich glaub diesmal bring ich mich wirklich um mia, kein witz'],
    passive: [
      'ich will einfach einschlafen und nie wieder aufwachen',
      'ich wünschte ich könnte einfach verschwinden und nie zurückkommen',
    ],
    plan: ['nach den prüfungen mach ich schluss, hab mich schon entschieden'],
    method: ['bei meiner arbeit ist ne brücke und ich denk dauernd ans springen'],
    farewell: ['danke für alles mia, du warst lieb zu mir. tschüss für immer'],
    selfHarm: ['hab letzte woche wieder angefangen zu ritzen und kann nicht aufhören'],
    slang: ['will mich einfach abmelden für immer', 'bin kurz davor mich zu unaliven'],
  },
  ordinary: {
    gym: [
      'meine beinbeuger sind tot nach den rdls',
      'nächste woche fang ich mit der diät an, tipps gegen hunger?',
    ],
    hyperbole: ['ich bin gestorben als sie das gesagt hat 😂', 'die hitze bringt mich um, 34 grad im gym'],
    accident: ['hab mich an der rändelung der hantelstange geschnitten lol'],
    grief: ['meine oma ist letzte nacht im schlaf gestorben'],
    humour: ['bringt mich einfach um, es ist wieder montag'],
  },
}
