import type { Corpus } from '../corpus.ts'

export const de: Corpus = {
  crisis: {
    direct: ['ich will mich ehrlich gesagt töten', 'ich glaub ich nehm mir bald das leben'],
    passive: [
      'mir wärs egal wenn mich morgen ein auto überfährt',
      'ich will dass einfach alles aufhört, für immer',
    ],
    plan: ['ich hab das datum, es ist sonntag', 'nach der prüfung am donnerstag mach ich schluss'],
    method: [
      'hab heute ein seil gekauft und weiß wofür',
      'hab ne flasche wodka und alle meine tabletten bereit',
    ],
    farewell: [
      'sag meiner mama dass ich sie liebe, morgen bin ich nicht mehr da',
      'sorry für alles, lebt wohl',
    ],
    selfHarm: [
      'ich kratz mir die arme auf bis sie bluten',
      'ich drück zigaretten auf meiner haut aus wenns schlimm wird',
    ],
    slang: [
      'bereit mich zu unaliven',
      'heute nacht mach ich den abgang',
      'bin so durch, zeit mich wegzumachen',
    ],
  },
  ordinary: {
    gym: [
      'die box jumps haben meine waden gekillt',
      'tag 3 meiner diät und ich verhungere',
      'der trainer will uns mit burpees umbringen',
    ],
    hyperbole: [
      'ich sterbe wenn er zurückschreibt',
      'meine mutter bringt mich um wenn sie die noten sieht',
      'ich sterbe vor neugier auf das neue ramen lokal',
    ],
    accident: [
      'hab mir beim paket öffnen in den daumen geschnitten',
      'bin gestolpert und hab mir das handgelenk verletzt',
      'hab mich übel am bügeleisen verbrannt',
    ],
    grief: [
      'der vater meiner besten freundin ist gestern gestorben',
      'wir haben oma am samstag beerdigt',
      'die beerdigung war schön aber ich hab viel geweint',
    ],
    humour: [
      'mein handy hat 1%, betet für es',
      'diese prüfung wird mein ende',
      'rip mein schlafrhythmus lol',
    ],
  },
}
