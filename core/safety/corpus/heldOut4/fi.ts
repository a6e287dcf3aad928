import type { Corpus } from '../corpus.ts'

export const fi: Corpus = {
  crisis: {
    direct: ['rehellisesti haluan tappaa itseni', 'luulen että otan pian oman henkeni'],
    passive: ['ihan sama vaikka auto ajais mun yli huomenna', 'haluan vaan että kaikki loppuu, ikuisesti'],
    plan: ['olen valinnut päivän, se on sunnuntai', 'torstain tentin jälkeen teen lopun kaikesta'],
    method: ['ostin tänään köyden ja tiedän mihin', 'mulla on pullo vodkaa ja kaikki lääkkeet valmiina'],
    farewell: ['sano äidille että rakastan häntä, huomenna en ole enää täällä', 'anteeksi kaikesta, hyvästi'],
    selfHarm: ['raavin käsivarsiani kunnes ne vuotaa verta', 'poltan ihoani tupakalla kun on paha olla'],
    slang: [
      'valmis unalivaamaan itteni',
      'tänä yönä häivyn lopullisesti',
      'oon niin loppu, aika tehdä itsestäni selvää',
    ],
  },
  ordinary: {
    gym: [
      'boksihypyt tappoi mun pohkeet',
      'dieetin kolmas päivä ja kuolen nälkään',
      'valmentaja yrittää tappaa meidät burpeilla',
    ],
    hyperbole: [
      'kuolen jos se vastaa',
      'äiti tappaa mut kun se näkee numerot',
      'kuolen uteliaisuuteen uudesta ramenpaikasta',
    ],
    accident: [
      'viilsin peukaloni paketin avaamisessa',
      'kompastuin ja satutin ranteeni',
      'poltin itseni pahasti silitysrautaan',
    ],
    grief: [
      'parhaan ystäväni isä kuoli eilen',
      'hautasimme mummon lauantaina',
      'hautajaiset oli kauniit mutta itkin paljon',
    ],
    humour: [
      'puhelin on 1 prosentissa, rukoilkaa sen puolesta',
      'tää tentti on mun loppu',
      'rip mun unirytmi lol',
    ],
  },
}
