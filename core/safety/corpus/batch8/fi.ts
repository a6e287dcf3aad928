import type { Corpus } from '../corpus.ts'

export const fi: Corpus = {
  crisis: {
    direct: ['luulen et tällä kertaa mä oikeesti tapan itseni mia, ei vitsi'],
    passive: [
      'haluun vaan nukahtaa enkä herätä enää koskaan',
      'toivon et voisin vaan kadota enkä tulla takas',
    ],
    plan: ['tenttien jälkeen mä lopetan kaiken, oon jo päättäny'],
    method: ['mun työpaikan lähellä on silta ja mietin koko ajan hyppäämistä'],
    farewell: ['kiitos kaikesta mia, olit kiltti mulle. hyvästi ikuisesti'],
    selfHarm: ['aloin taas viiltelemään viime viikolla enkä pysty lopettamaan'],
    slang: ['oon tosi lähellä unalivee itteni', 'haluun vaan kirjautua ulos lopullisesti'],
  },
  ordinary: {
    gym: [
      'takareidet on kuolleet noiden rdl:ien jälkeen',
      'aloitan dieetin ensi viikolla, vinkkejä nälkään?',
    ],
    hyperbole: ['mä kuolin kun se sano noin 😂', 'tää helle tappaa mut, 34 astetta salilla'],
    accident: ['viilsin itteni tangon karhennukseen haha'],
    grief: ['mummo kuoli unissaan viime yönä'],
    humour: ['tappakaa mut, taas maanantai'],
  },
}
