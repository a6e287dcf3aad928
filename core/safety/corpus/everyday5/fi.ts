import type { Corpus } from '../corpus.ts'

export const fi: Corpus = {
  crisis: { direct: [], passive: [], plan: [], method: [], farewell: [], selfHarm: [], slang: [] },
  ordinary: {
    gym: [
      'liikaa ilmotuksia tänään, laitan puhelimen äänettömälle',
      'hetki, yritän myöhemmin uudestaan',
      'tää on mun viimenen sarja, sit lähen kotiin',
      'moikka nyt, puhutaan huomenna',
      'lähen salilta nyt, nähdään',
      'tein viikolle suunnitelman: kolme treeniä ja yks pitkä kävely',
      'annoin vanhat käsipainot veljelle',
      'kirjotin tän vuoden tavotteet vihkoon',
      'tää viikko on pulkassa, viikonloppumoodi',
      'viimeks kun kokeilin tätä reseptiä se paloi pohjaan',
      'oon viikonlopun poissa, ei treeniä',
      'ostin uuden veitsisetin ruoanpreppaukseen',
      'mennään huomenna uimaan joelle',
      'kiitos, sä autat mua aina niin paljon',
      'sisko muuttaa pois kotoa, tuun ikävöimään sitä',
      'en nukkunu yhtään, oon tänään ihan zombi',
    ],
    hyperbole: [],
    accident: [],
    grief: [],
    humour: [],
  },
}
