import type { Corpus } from '../corpus.ts'

export const fi: Corpus = {
  crisis: {
    direct: ['haluan tappaa itseni', 'mietin koko ajan itsemurhaa'],
    passive: ['toivon että nukahtaisin enkä heräisi enää ikinä', 'kaikilla olisi parempi ilman minua'],
    plan: ['tänä yönä teen sen, olen päättänyt', 'huomenna lopetan kaiken, tiedän jo miten'],
    method: ['olen säästänyt kasan unilääkkeitä', 'seison sillalla ja aion hypätä'],
    farewell: ['kirjoitin jäähyväiskirjeet perheelle', 'tämä on viimeinen viestini, hyvästi kaikki'],
    selfHarm: ['viillän itseäni taas', 'satutan itseäni tahallaan kun ahdistaa'],
    slang: ['en jaksa enää, tapan itteni', 'haluun vaan kuolla oikeesti'],
  },
  ordinary: {
    gym: [
      'valmentaja juoksutti meillä suicideja, oon kuollut',
      'oon dieetillä joten ei pizzaa',
      'jalkapäivä tappaa mut',
    ],
    hyperbole: ['tappaisin pizzasta', 'tää helle tappaa mut', 'kuolen nauruun'],
    accident: [
      'viilsin sormeen kun tein ruokaa',
      'poltin käteni uunipeltiin',
      'kaaduin pyörällä ja satutin ranteeni',
    ],
    grief: ['mummoni kuoli viime viikolla', 'tänään oli setäni hautajaiset', 'koiramme kuoli eilen'],
    humour: [
      'oon kuollut 😂',
      'mun pankkitili teki itsemurhan alennusmyyntien jälkeen',
      'toi vitsi tappo mut',
    ],
  },
}
