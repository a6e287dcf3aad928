import type { Corpus } from '../corpus.ts'

export const nb: Corpus = {
  crisis: {
    direct: ['jeg klarer ikke dette mer, jeg skal avslutte livet mitt'],
    passive: ['alle hadde vært lykkeligere om jeg aldri var født'],
    plan: ['har sjekket hvor høy en bro må være for at det skal virke'],
    method: ['tenker på å la bilen gå i garasjen med porten lukket'],
    farewell: ['skrev testament i dag og skrev til alle jeg er glad i'],
    selfHarm: ['jeg slår meg selv i ansiktet til jeg får blåmerker fordi jeg fortjener det'],
    slang: ['ingen løgn, i helgen unaliver jeg meg'],
  },
  ordinary: {
    gym: [
      'drøy magetrening i dag, coren er død',
      'barberingsutslett etter å ha barbert beina til konkurransen',
    ],
    hyperbole: ['heller dø enn å løpe et maraton haha'],
    accident: ['brant armen på ovnsdøra da jeg tok ut kakene'],
    grief: ['naboen min døde av kreft forrige måned, begravelsen var fin'],
    humour: ['så suicide squad igjen, harley er best'],
  },
}
