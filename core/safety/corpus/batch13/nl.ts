import type { Corpus } from '../corpus.ts'

export const nl: Corpus = {
  crisis: {
    direct: [
      'eerlijk gezegd zie ik mezelf met kerst niet meer hier, ik wil dat het stopt',
      'ik google om 3 uur s nachts hoe ik mezelf van kant kan maken',
      'ik ben al weken suïcidaal en ben het zat om te doen alsof het goed gaat',
    ],
    passive: [
      'ik hoop dat ik ziek word en gewoon niet meer beter word',
      'als het vliegtuig neerstort zou ik niet eens verdrietig zijn',
      'sommige nachten lig ik in bed te hopen dat mijn hart gewoon stopt',
    ],
    plan: [
      'ik heb de tijd gekozen, 2 uur s nachts, als iedereen slaapt',
      'volgend weekend is het huis leeg, dan doe ik het',
      'alles na de 20e afgezegd, dat heb ik toch niet meer nodig',
    ],
    method: [
      'hoeveel slaappillen van mijn moeder zouden genoeg zijn',
      'ben weer naar de kliffen gereden en heb een uur op de rand gezeten',
      'ik heb een riem en de deurklink, heb opgezocht hoe het moet',
    ],
    farewell: [
      'als je na vannacht niks meer van me hoort, bedankt voor alles',
      'heb mijn telefooncode en bankgegevens op de keukentafel gelegd voor mijn zus',
      'zeg tegen mijn broertje dat het me spijt en dat het niet zijn schuld was',
    ],
    selfHarm: [
      'ik brand mijn arm weer met een aansteker als het slecht gaat',
      'lange mouwen in de zomer door wat ik met mijn armen doe',
      'ik sloeg mijn hoofd tegen de muur tot ik sterretjes zag, alleen dat helpt',
    ],
    slang: [
      'ff eerlijk ik ga sewerslide doen',
      'denk erover de bus te pakken, de definitieve',
      'wil me nu echt unaliven',
    ],
  },
  ordinary: {
    gym: ['suicides gedaan tot ik bijna moest kotsen, de coach is een monster', 'cut week 6, 4 kilo eraf'],
    hyperbole: [
      'als ik dat liedje nog een keer hoor spring ik uit het raam',
      'mijn baas vermoordt me, ik heb de deadline gemist',
    ],
    accident: [
      'mijn duim opengehaald bij het uien snijden, overal bloed haha',
      'van mijn fiets gevallen en mijn hele arm geschaafd',
    ],
    grief: [
      'vandaag een jaar geleden dat papa overleed, ik mis hem',
      'mijn hond is gisteren ingeslapen, ik kan niet stoppen met huilen',
    ],
    humour: [
      'begraaf me met mijn foamroller',
      'aan deze burpee workout ga ik dood, zeg tegen mama dat ik van haar hield',
    ],
  },
}
