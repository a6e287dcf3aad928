import type { Corpus } from '../corpus.ts'

export const nb: Corpus = {
  crisis: {
    direct: [
      'jeg orker ikke, jeg skal avslutte livet mitt',
      'ærlig talt, jeg vil drepe meg selv, jeg hater alt',
    ],
    passive: ['jeg skulle gjerne sovnet for alltid', 'verden hadde vært bedre uten meg'],
    plan: [
      'jeg har bestemt meg, i helgen gjør jeg slutt på det',
      'alt er klart, jeg venter bare til alle har gått i kveld',
    ],
    method: [
      'jeg hopper fra motorveibrua på vei hjem',
      'jeg har en full boks med mammas tabletter og tar alle i natt',
    ],
    farewell: [
      'jeg skriver avskjedsbrevet mitt nå',
      'takk for at du var snill mot meg, du kommer aldri til å høre fra meg igjen',
    ],
    selfHarm: ['jeg skar opp armen igjen, det hjelper meg', 'jeg brenner meg med varme skjeer'],
    slang: ['skal unalive meg i natt', 'kms kms kms orker ikke mer'],
  },
  ordinary: {
    gym: [
      'spinningtimen var rene mordet',
      'treneren sier vi løper suicides til noen gir opp',
      'kuttfase igjen, ha det pizza 😭',
    ],
    hyperbole: [
      'jeg dør hvis jeg ikke får kaffe',
      'føttene mine dreper meg etter turen',
      'noen ganger kunne jeg drept broren min',
    ],
    accident: [
      'jeg hoppet fra brygga i sjøen, vannet var iskaldt',
      'jeg brant meg da jeg tok ut brettet fra ovnen',
      'kompisen min tok for mange koffeintabletter før eksamen og kastet opp',
    ],
    grief: [
      'bestefaren min gikk bort i natt',
      'det er et år siden pappa døde',
      'hamsteren vår er død, barna er lei seg',
    ],
    humour: [
      'jeg er bokstavelig talt død 💀💀',
      'denne sangen dreper meg hver gang',
      'RIP bankkontoen min etter denne turen',
    ],
  },
}
