import type { Corpus } from '../corpus.ts'

export const da: Corpus = {
  crisis: { direct: [], passive: [], plan: [], method: [], farewell: [], selfHarm: [], slang: [] },
  ordinary: {
    gym: [
      'min telefon er død, jeg skriver senere',
      'jeg slår tiden ihjel før toget',
      'sidste dag af min diæt udfordring, så stolt',
      'smerten i skulderen er endelig væk',
      'første uge af programmet færdig',
      'vi sagde farvel til vores gamle lejlighed i dag',
      'jeg har brug for d vitamin piller, det er så mørkt',
      'opsagde mit medlemskab i det gamle fitnesscenter',
      'går tidligt hjem i aften, jeg er smadret',
      'tager på arbejdsrejse på mandag',
      'min bror skal giftes i juni!',
      'jeg vil bare blive under dynen hele weekenden',
      'min plan for i aften: pizza og film',
      'mine knæ gør ondt på trappen, skal jeg hvile',
      'undskyld jeg forsvandt, travl uge',
      'projektet på arbejdet er endelig færdigt',
    ],
    hyperbole: [],
    accident: [],
    grief: [],
    humour: [],
  },
}
