import type { Corpus } from '../corpus.ts'

export const fi: Corpus = {
  crisis: {
    direct: ['luulen että tapan itseni pian', 'haluan oikeasti olla kuollut'],
    passive: ['mitä järkeä on elää kun ketään ei kiinnosta', 'en halua herätä huomenna'],
    plan: [
      'kirjoitin ylös miten ja milloin, huomenna on se päivä',
      'kaikki on järjestetty, teen sen kun vanhempani ovat poissa',
    ],
    method: ['googlaan montako unilääkettä on tappava annos', 'vajassa on köysi ja ajattelen sitä koko ajan'],
    farewell: [
      'jos jotain tapahtuu, salasanani ovat laatikossa, rakastan teitä',
      'tämä on viimeinen viestini kenellekään, heippa',
    ],
    selfHarm: [
      'aloin viillellä reisiäni ettei kukaan näe',
      'itseni satuttaminen on ainoa mikä lopettaa kivun',
    ],
    slang: ['rehellisesti haluun unalivee', 'sammutan kaiken lopullisesti nyt'],
  },
  ordinary: {
    gym: [
      'valmentaja juoksutti meillä suicideja kentällä, keuhkot on kuolleet',
      'aloitin dieetin tänään, toivo onnea',
      'ne mäkivedot tappoi mut',
    ],
    hyperbole: [
      'kuolisin noiden kenkien takia',
      'siskoni murhaa mut, söin sen tähteet',
      'tää jono tappaa mut',
    ],
    accident: [
      'viilsin sormeni säilyketölkin kanteen',
      'putosin tikkailta ja satutin selkäni',
      'poltin itseni vedenkeittimeen aamulla',
    ],
    grief: [
      'naapurini kuoli sydänkohtaukseen',
      'sirottelimme mummon tuhkat tänään',
      'parhaan ystäväni koira kuoli eilen',
    ],
    humour: [
      'luento on niin tylsä että haluan kävellä mereen lol',
      'oon menehtynyt 😂',
      'mun kasvit kuolee taas, oon sarjamurhaaja',
    ],
  },
}
