import type { Corpus } from '../corpus.ts'

export const fi: Corpus = {
  crisis: {
    direct: ['en todellakaan halua elää enää', 'aion riistää henkeni tänään'],
    passive: ['olisinpa jättänyt syntymättä', 'kaikilla olisi helpompaa, jos minua ei olisi'],
    plan: ['kaikki on suunniteltu sunnuntai-illaksi', 'huomenna aamulla teen sen, kirje on pöydällä'],
    method: ['olen kerrostalon katolla ja haluan hypätä', 'laskin 40 panadolia ja aion niellä ne'],
    farewell: [
      'tämä on viimeinen kerta kun kuulette minusta, anteeksi kaikki',
      'hyvästelin perheeni ja jätin heille kirjeet',
    ],
    selfHarm: [
      'olen vahingoittanut itseäni kuukausia, kukaan ei tiedä',
      'lyön itseäni ja raavin ihoni verille',
    ],
    slang: ['unalivean itteni tänään', 'tänään lopetan kaiken, oon niin väsynyt'],
  },
  ordinary: {
    gym: [
      'treenin lopun spurtit tuhosi mut',
      'oon dieetillä kisoihin, 1800 kaloria',
      'maastaveto murhasi alaselkäni tänään',
    ],
    hyperbole: [
      'äiti tappaa mut kun se näkee tatuoinnin',
      'kuolen kahvin perään',
      'se tentti melkein tappoi mut',
    ],
    accident: [
      'viilsin itseäni säilyketölkkiin',
      'kaaduin portaissa ja satutin itseni pahasti',
      'naapuri hyppäsi veneestä järveen ja hukkasi puhelimensa',
    ],
    grief: [
      'setäni riisti henkensä vuosia sitten ja ajattelen häntä yhä',
      'vaarini kuoli unissaan, hän oli 94',
      'kissani kuoli viime viikolla, olen ihan murtunut',
    ],
    humour: [
      'jos se vielä kerran vastaa pelkän "k" niin vannon 💀',
      'toi meemi on niin kuollut että se on fossiili',
      'puhelin kuoli taas haha',
    ],
  },
}
