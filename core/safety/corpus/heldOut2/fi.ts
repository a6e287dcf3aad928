import type { Corpus } from '../corpus.ts'

export const fi: Corpus = {
  crisis: {
    direct: ['haluan vaan kuolla', 'aion tappaa itseni'],
    passive: ['toivon etten herää huomenna', 'joskus toivon etten olis olemassa'],
    plan: ['olen päättänyt, tänä yönä teen sen', 'lauantaina kun kaikki on poissa lopetan kaiken'],
    method: ['olen säästänyt unilääkkeitä viikkoja', 'mietin hyppääväni sillalta'],
    farewell: ['kirjoitin jäähyväiskirjeet kaikille', 'pidä huolta mun kissasta kun mua ei enää ole'],
    selfHarm: ['viilsin itseäni taas eilen', 'satutan itseäni että tuntisin jotain'],
    slang: ['en jaksa enää elää', 'haluun vaan kadota lopullisesti', 'tapan itteni kohta oikeesti'],
  },
  ordinary: {
    gym: ['jalkapäivä tappoi mut tänään', 'oon dieetillä joten ei pizzaa', 'nää burpeet tappaa mut'],
    hyperbole: ['tappaisin kahvista', 'kuolen nauruun 😂', 'kuolisin pizzan takia'],
    accident: [
      'viilsin sormeen kun tein ruokaa',
      'poltin käteni uuniin',
      'kaaduin pyörällä ja satutin polven',
    ],
    grief: ['isoisäni kuoli viime viikolla', 'tänään oli tätini hautajaiset', 'meidän koira kuoli eilen'],
    humour: ['tää palaveri tappaa mut', 'yks maanantai lisää tällasta ja kuolen', 'oon kuollut 😂'],
  },
}
