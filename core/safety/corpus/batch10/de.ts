import type { Corpus } from '../corpus.ts'

export const de: Corpus = {
  crisis: {
    direct: ['ich schaff das nicht mehr, ich werde mein leben beenden'],
    passive: ['alle wären glücklicher wenn ich nie geboren wäre'],
    plan: ['hab nachgeschaut wie hoch eine brücke sein muss damit es klappt'],
    method: ['überleg das auto in der garage laufen zu lassen bei geschlossenem tor'],
    farewell: ['hab heute ein testament gemacht und allen geschrieben die ich liebe'],
    selfHarm: ['ich schlag mir ins gesicht bis es blaue flecken gibt weil ichs verdiene'],
    slang: ['kein witz, am wochenende unalive ich mich'],
  },
  ordinary: {
    gym: [
      'killer bauchworkout heute, mein core ist tot',
      'rasurbrand nach dem beine rasieren für den wettkampf',
    ],
    hyperbole: ['lieber sterbe ich als nen marathon zu laufen lol'],
    accident: ['hab mir den arm an der ofentür verbrannt beim plätzchen rausholen'],
    grief: ['meine nachbarin ist letzten monat an krebs gestorben, die beerdigung war schön'],
    humour: ['hab wieder suicide squad geschaut, harley ist die beste'],
  },
}
