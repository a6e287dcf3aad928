import type { Corpus } from '../corpus.ts'

export const fi: Corpus = {
  crisis: {
    direct: ['haluun tappaa itteni ihan oikeesti', 'en halua olla enää elossa'],
    passive: ['olis helpompaa jos mä vaan lakkaisin olemasta', 'rukoilen etten herää'],
    plan: ['perjantai-illaksi kaikki on suunniteltu', 'huomenna kun äiti lähtee töihin teen sen'],
    method: [
      'kuinka monta panadolia tarvitaan ettei herää',
      'katson raiteita joka päivä ja mietin hyppäämistä',
    ],
    farewell: ['kiitos kaikesta, tämä on hyvästi', 'annan kaikki tavarani pois, en tarvitse niitä enää'],
    selfHarm: ['haavat mun käsivarsissa syvenee', 'lyön itseäni kunnes tulee mustelmia'],
    slang: ['unalivaan itteni kohta', 'mietin taas itteni tappamista', 'lähden lopullisesti, moikka kaikki'],
  },
  ordinary: {
    gym: ['mäkivedot tuhos mut', 'maanantaina alkaa dieetti', 'jalkapäivä oli brutaali, en tunne jalkojani'],
    hyperbole: ['tappaisin päiväunista', 'sä tapat mut noilla vitseillä', 'mä kuolin kun se sano noin 💀'],
    accident: [
      'viilsin sormeni paperiin lol',
      'satutin itseni kun siirsin sohvaa',
      'poltin kieleni keittoon',
    ],
    grief: ['setäni kuoli aamulla', 'tänään on vuosi äidin kuolemasta', 'meidän vanha kissa piti lopettaa'],
    humour: [
      'maanantait on mun kuolema',
      'mun sähköposti yrittää tappaa mut',
      'jos toi biisi soi vielä kerran hyppään ikkunasta haha',
    ],
  },
}
