import type { Corpus } from '../corpus.ts'

export const fi: Corpus = {
  crisis: {
    direct: ['en valehtele mia mä en haluu elää enää', 'luulen et mä tapan itteni ennen joulua'],
    passive: ['joskus toivon vaan etten herää huomenna', 'mitä järkeä, mieluummin kuollut kuin jatkaa näin'],
    plan: [
      'tänä yönä se tapahtuu, kaikki on valmista',
      'kirjotin ylös milloin ja missä, perjantaina se tapahtuu',
    ],
    method: ['otin isän aseen kaapista, se on ladattu', 'myöhemmin ajan autolla puuhun moottoritiellä'],
    farewell: [
      'annoin kissan naapurille ja poistin kaikki mun tilit, hei hei kaikki',
      'tää on viimenen viesti jonka mä sulle lähetän, kiitos et kuuntelit',
    ],
    selfHarm: ['partaterä on ainoo mikä rauhottaa mua nykyään', 'poltan taas käsivarsia sytkärillä'],
    slang: [
      'unalivean itteni tänään',
      'oon tosi lähellä ampua itteni',
      'en jaksa enää, kirjaudun ulos lopullisesti',
    ],
  },
  ordinary: {
    gym: ['assault bike tappaa mut, 3 kierrosta jäljellä 😩', 'maanantaina alkaa dieetti, ei enää pizzaa'],
    hyperbole: ['vielä yks tiktok tanssi ja mä kuolen', 'tappaisin curryn takia nyt'],
    accident: ['viilsin sormeen sipulia pilkkoessa haha', 'poltin kielen kahviin'],
    grief: [
      'mun täti teki itsemurhan viime vuonna, ajattelen häntä usein',
      'jouduttiin lopettamaan meidän vanha koira tänään',
    ],
    humour: ['toi tentti tappoi mut, rip mun keskiarvo', 'katoin kauhuleffan jossa kaikki kuolee, 10/10'],
  },
}
