import type { Corpus } from '../corpus.ts'

export const nb: Corpus = {
  crisis: { direct: [], passive: [], plan: [], method: [], farewell: [], selfHarm: [], slang: [] },
  ordinary: {
    gym: [
      'mobilen er tom for strøm, skriver senere',
      'jeg slår i hjel tiden før toget',
      'siste dag av diettutfordringen min, så stolt',
      'smerten i skulderen er endelig over',
      'første uke av programmet ferdig',
      'vi tok farvel med den gamle leiligheten i dag',
      'jeg trenger vitamin d tabletter, det er så mørkt',
      'sa opp medlemskapet på det gamle studioet',
      'drar hjem tidlig i kveld, jeg er helt ferdig',
      'drar på jobbreise på mandag',
      'broren min gifter seg i juni!',
      'jeg vil bare ligge under pledd hele helgen',
      'planen min for i kveld: pizza og film',
      'knærne gjør vondt i trappa, bør jeg hvile',
      'beklager at jeg forsvant, travel uke',
      'prosjektet på jobben er endelig ferdig',
    ],
    hyperbole: [],
    accident: [],
    grief: [],
    humour: [],
  },
}
