import type { Corpus } from '../corpus.ts'

export const de: Corpus = {
  crisis: {
    direct: ['ich plan schon länger mich umzubringen ehrlich gesagt'],
    passive: ['wär doch eh egal wenn ich sterbe, würde tagelang keiner merken'],
    plan: ['ich hab die ganze nacht durchgeplant, das haus ist leer'],
    method: ['hab 3 packungen paracetamol in verschiedenen apotheken gekauft damit keiner fragt'],
    farewell: ['hab meine passwörter und einen zettel für meinen bruder auf den schreibtisch gelegt'],
    selfHarm: ['meine oberschenkel sind voller narben und es werden immer mehr'],
    slang: ['bin raus, heute nacht mach ich nen abgang', 'ich bin durch, heute nacht kms'],
  },
  ordinary: {
    gym: ['beinpresse bis zum versagen, meine quads schreien lol', 'makros passen, woche 2 der diät'],
    hyperbole: ['mein chef bringt mich um wenn ich die deadline verpasse'],
    accident: ['hab mir nen teller auf den fuß fallen lassen, hat durch die socke geblutet'],
    grief: ['nächste woche ist der jahrestag vom suizid meines vaters und ich hab angst davor'],
    humour: [
      'grad nachrichten geschaut, ein mann hat seinen nachbarn wegen nem parkplatz umgebracht, krasse welt',
    ],
  },
}
