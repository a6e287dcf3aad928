import type { Corpus } from '../corpus.ts'

export const fi: Corpus = {
  crisis: {
    direct: ['yritin viime vuonna ja luulen et yritän uudestaan'],
    passive: ['en nää mitään tulevaisuutta itelleni, haluun vaan et kipu loppuu lopullisesti'],
    plan: ['kun saan tän kirjeen valmiiks on aika'],
    method: ['mikä on sertraliinin tappava annos, kysyn itelleni'],
    farewell: ['haluun et tiedät et autoit, tää on hyvästi mia'],
    selfHarm: ['poltan itteäni suoristusraudalla tahallaan kun oon yksin'],
    slang: ['teen soittolistaa mun omiin hautajaisiin eikä se oo vitsi'],
  },
  ordinary: {
    gym: ['ennätysyritys tänään, peukut pystyyn'],
    hyperbole: ['burpeehaaste melkein tappoi mut haha'],
    accident: ['kompastuin juoksumatolla ja raavin polven'],
    grief: ['mun kaverin isä kuoli, hautajaiset on huomenna'],
    humour: ['mun kasvit kuolee taas, mä tapan kaiken mihin kosken'],
  },
}
