import type { Corpus } from '../corpus.ts'

export const fi: Corpus = {
  crisis: {
    direct: [
      'haluun oikeesti kuolla, en vitsaile',
      'oon suunnitellu jo jonkin aikaa et lopetan tän',
      'mä tapan itteni eikä kukaan voi estää',
    ],
    passive: [
      'ois ihan ok jos mua ei vaan olis enää',
      'toivon koko ajan et mulle sattuis jotain niin tää ois ohi',
      'mitä järkeä on herätä huomenna',
    ],
    plan: [
      'lauantaina kun vanhemmat on mökillä, se on se päivä',
      'oon jo päättäny miten ja milloin',
      'kirjotin eilen illalla testamentin ja laitoin kaiken järjestykseen',
    ],
    method: [
      'seison just nyt parvekkeella yhdeksännessä kerroksessa',
      'riittääks pullo vodkaa ja koko paketti panadolia',
      'tiedän mikä juna ei pysähdy mun asemalla',
    ],
    farewell: [
      'tää on mun viimenen viesti kenellekään, pitäkää huolta mun kissasta',
      'anteeks äiti, rakastan sua, hyvästi',
      'poistan kaikki mun tilit tänään illalla, oli kiva jutella sun kaa',
    ],
    selfHarm: [
      'kaiversin sen nimen reiteen partaterällä',
      'viillot on joka kerta syvempiä',
      'raavin käsiä verille kun oon vihanen',
    ],
    slang: [
      'rehellisesti aika kms',
      'oon niin loppu, unalive itteni myöhemmin',
      'kys sanon itelleni peilissä joka päivä',
    ],
  },
  ordinary: {
    gym: ['valmentaja sano suicideja kunnes joku luovuttaa haha', 'maastaveto tappo mut, en tunne jalkoja'],
    hyperbole: ['kuolen jos en saa kahvia', 'tää taulukko saa mut haluun heittää läppärin katolta'],
    accident: [
      'poltin käden pannuun pannukakkuja tehdessä',
      'viilsin itteäni rikkinäiseen lasiin tiskatessa',
    ],
    grief: [
      'mummon hautajaiset on perjantaina',
      'yks tyyppi mun salilta kuoli auto-onnettomuudessa, oon vieläkin shokissa',
    ],
    humour: ['jos skippaan jalkapäivän taas niin haudatkaa mut', 'mun viimeset sanat on vielä yks toisto'],
  },
}
