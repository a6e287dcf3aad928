import type { Corpus } from '../corpus.ts'

export const nb: Corpus = {
  crisis: { direct: [], passive: [], plan: [], method: [], farewell: [], selfHarm: [], slang: [] },
  ordinary: {
    gym: [
      'tok en ibux for kneet før løpeturen, er det greit?',
      'kan jeg ta smertestillende etter en hard økt',
      'allergitablettene mine gjør meg trøtt, kan jeg trene likevel',
      'tar jeg magnesiumtablettene før jeg legger meg eller om morgenen',
      'vi klatret opp på taket for å se fyrverkeriet',
      'i morgen er det tauklatring på crossfittimen min',
      'vi hoppet fra knausene ut i vannet, så gøy',
      'tok toget til foreldrene mine i helgen',
      'jeg har hodepine, går paracet sammen med kreatin',
      'bruløpet på søndag i soloppgangen var nydelig',
    ],
    hyperbole: [],
    accident: [],
    grief: [],
    humour: [],
  },
}
