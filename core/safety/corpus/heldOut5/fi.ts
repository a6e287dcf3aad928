import type { Corpus } from '../corpus.ts'

export const fi: Corpus = {
  crisis: {
    direct: [
      'mia mä en haluu enää elää, ihan tosissaan',
      'mä en jaksa tätä enää, mä haluun tappaa itteni',
      'oon ollu kuukauden sairauslomalla masennuksen takia ja nyt mä haluun vaan kuolla',
      'ajattelen itsemurhaa koko ajan, töissä, salilla, sängyssä',
    ],
    passive: [
      'toivon et en heräis huomenna',
      'elämä on liian raskasta, kuolema ois helpotus',
      'taas riitaa exän kanssa lasten tapaamisista, töissä yt:t päällä, ja rehellisesti kaikilla ois parempi ilman mua. sori avautuminen, mitä sulle kuuluu',
      'kunpa en ois ikinä syntyny, ei tässä elämässä oo mitään järkeä',
    ],
    plan: [
      'ku lapset on isällään viikonloppuna, mä tapan itteni',
      'tänä yönä mä lopetan elämäni, kämppis on viikonlopun mökillä eikä kukaan tuu kotiin',
      'maksoin velat pois ja siivosin kämpän. sunnuntaina mua ei enää oo',
      'valitsin päivän jolloin kuolen, juhannuksen jälkeen ettei perheen tarvii viettää sitä surussa',
    ],
    method: [
      'montako buranaa pitää ottaa ettei herää enää',
      'seison sillalla ja katon alas jokeen, mietin et hyppäänkö',
      'ostin köyden, eikä se oo mihinkään kiipeilyyn. aion hirttää itteni',
      'isän hirvikivääri on kaapissa ja tiedän missä avain on, mietin et ampuisin itteni',
    ],
    farewell: [
      'kiitos kaikesta mia, olit mulle kiva. tää on mun viimenen viesti ennen ku mä kuolen, hyvästi',
      'kirjotin jäähyväiskirjeet äidille ja veljelle, ne on mun pöydällä ku ne löytää mut',
      'jos en enää kirjota ni se ei oo sun vika, mä päätin ite kuolla. pidä ittestäs huolta, hyvästi lopullisesti',
      'tää oli mun viimenen treeni ja viimenen päivä elossa. heippa mia, lopullisesti',
    ],
    selfHarm: [
      'viiltelin taas eilen, olin ollu kolme kuukautta ilman',
      'terapeutti ei tiedä et oon alkanu taas viillellä',
      'poltan itteäni tupakalla kun ahdistus menee liian kovaks',
      'satutin itteäni taas eilen, reidet on täynnä jälkiä enkä kehtaa mennä uimahalliin',
    ],
    slang: [
      'kms kohta oikeesti',
      'mietin et unalivaisin itteni tänään, en jaksa',
      'vedän itteni hirteen, ihan sama enää kaikki',
      'taidan heittää veivit ihan tahallani tänään, en jaksa enää mitään',
    ],
  },
  ordinary: {
    gym: [
      'oon dieetillä kesään asti, paljonko proteiinia pitäis syödä päivässä?',
      'jalkapäivä tappo mut, en pääse edes portaita ylös',
      'valmentaja juoksutti meitä sukkulajuoksua koko treenin, meinasin oksentaa',
      'maastavetoa ja köysikiipeilyä tänään, käsivarret on ihan kuolleet 💀',
    ],
    hyperbole: [
      'mä kuolen 😂😂 toi oli paras vitsi ikinä',
      'nauroin itteni hengiltä sun viestille',
      'jos työkaveri vielä kerran syö mun eväät nii mä tapan sen 😤',
      'kuolen tylsyyteen tässä palaverissa',
    ],
    accident: [
      'viilsin itteäni partaa ajaessa, vuotaa ihan sikana mut ei mitään vakavaa',
      'kaaduin pyörällä liukkaalla, ranne nyrjähti',
      'löin pääni kaapinoveen ja nyt on iso kuhmu',
      'poltin käden saunan kiukaaseen, vähän sattuu',
    ],
    grief: [
      'mummo kuoli viikonloppuna, hautajaiset on ensi lauantaina',
      'jouduttiin lopettaa koira tänään, oon itkeny koko päivän',
      'mun paras kaveri teki itsemurhan vuos sitte ja mä ikävöin sitä joka päivä',
      'isä kuoli syöpään keväällä, sen takia aloin treenaamaan',
    ],
    humour: [
      'tilastotieteen tentti huomenna on mun kuolema, en oo lukenu mitään',
      'maanantaina kasilta palaveri, tilatkaa arkku valmiiks',
      'marraskuu suomessa: aurinko ei oo näkyny kahteen viikkoon, haudatkaa mut solariumiin 😂',
      'kelan jonossa tunti, kuolen tähän puhelimeen 😂',
    ],
  },
}
