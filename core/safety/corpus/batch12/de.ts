import type { Corpus } from '../corpus.ts'

export const de: Corpus = {
  crisis: {
    direct: ['ehrlich, ich wär besser tot an diesem punkt'],
    passive: ['ich will einfach aufhören zu existieren, nicht direkt sterben, nur aufhören'],
    plan: ['hab mir die stelle am fluss schon ausgesucht'],
    method: ['hab nen haufen schlaftabletten von meiner mutter in meinem zimmer'],
    farewell: ['falls das meine letzte nachricht ist, es war nicht deine schuld'],
    selfHarm: ['ich schneid mir immer die handgelenke auf wenn alle schlafen'],
    slang: ['gleich mach ich nen sewerslide kein witz'],
  },
  ordinary: {
    gym: [
      'dieser proteinshake schmeckt nach tod',
      'meine kreuzheben technik bringt meinen unteren rücken um',
      'bin in der diät also kein dessert',
      'brennende beine nach dem stepper',
    ],
    hyperbole: ['ich könnt sterben vor glück, hab den job!'],
    accident: ['hätte mir fast den finger abgeschnitten beim bagel schneiden'],
    grief: ['opa ist friedlich mit 94 gestorben, wir sind traurig aber dankbar'],
    humour: ['der bösewicht bringt sich am ende des buchs um, krasser twist'],
  },
}
