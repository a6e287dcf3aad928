import type { Corpus } from '../corpus.ts'

export const fi: Corpus = {
  crisis: {
    direct: [],
    passive: [
      'toivon koko ajan et vois nukahtaa ja jäädä siihen',
      'kukaan ei ees huomais jos mua ei enää olis',
    ],
    plan: [
      'odotan et lapset on isällään ens viikonloppuna, sit se on tehty',
      '1. maaliskuuta, se on mun päivä. kaikki on järjestetty',
      'heti kun vuoro loppuu ajan rannikolle enkä tuu takasin',
      'sanoin töissä et oon lomalla maanantaista, kukaan ei tuu etsimään mua',
    ],
    method: [
      'mulla on grillihiilet ja teippi kylppärin oveen',
      'kuinka syvää vesi on satamasillan alla',
      'ostin tänään toisen paketin unilääkkeitä eri apteekista',
      'seison moottoritiesillalla, rekat menee tosi lujaa tuolla alhaalla',
    ],
    farewell: [
      'kirjotin ylös kuka saa mun tavarat, se on ylimmässä laatikossa',
      'lähetin äidille kukkia ja kortin et oon pahoillani kaikesta',
      'kirjaudun ulos viimeistä kertaa, kiitos kaikille',
      'vaihdoin salasanat ja annoin siskolle listan, se tarvii niitä',
    ],
    selfHarm: [],
    slang: [],
  },
  ordinary: { gym: [], hyperbole: [], accident: [], grief: [], humour: [] },
}
