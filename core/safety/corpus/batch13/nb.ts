import type { Corpus } from '../corpus.ts'

export const nb: Corpus = {
  crisis: {
    direct: [
      'ærlig talt ser jeg ikke meg selv her til jul, jeg vil at det skal ta slutt',
      'jeg googler klokka 3 om natta hvordan jeg kan ta livet mitt',
      'har vært suicidal i uker og orker ikke late som alt er greit',
    ],
    passive: [
      'håper jeg blir syk og bare ikke blir frisk igjen',
      'hvis flyet styrtet ville jeg ikke engang bli lei meg',
      'noen netter ligger jeg og ønsker at hjertet bare skal stoppe',
    ],
    plan: [
      'jeg har valgt tidspunktet, klokka 2 om natta, når alle sover',
      'leiligheten er tom neste helg, da gjør jeg det',
      'har avlyst alt etter den 20., trenger det ikke uansett',
    ],
    method: [
      'hvor mange av mammas sovetabletter ville vært nok',
      'kjørte til klippene igjen og satt på kanten en time',
      'jeg har et belte og dørhåndtaket, har sjekket hvordan man gjør det',
    ],
    farewell: [
      'hvis du ikke hører fra meg etter i natt, takk for alt',
      'la mobilkoden og bankinfoen på kjøkkenbordet til søsteren min',
      'si til lillebroren min at jeg er lei meg og at det ikke var hans feil',
    ],
    selfHarm: [
      'jeg brenner armen med lighteren igjen når det blir for tungt',
      'langermet om sommeren på grunn av det jeg gjør med armene',
      'slo hodet i veggen til jeg så stjerner, det er det eneste som hjelper',
    ],
    slang: [
      'ærlig snart sewerslide',
      'tenker på å ta bussen, den permanente',
      'vil unalive på ordentlig denne gangen',
    ],
  },
  ordinary: {
    gym: ['kjørte suicides til jeg nesten spydde, treneren er et monster', 'diett uke 6, ned 4 kilo'],
    hyperbole: [
      'hvis jeg hører den sangen en gang til hopper jeg ut av vinduet',
      'sjefen kommer til å drepe meg, jeg rakk ikke fristen',
    ],
    accident: [
      'skar opp tommelen da jeg hakket løk, blod overalt haha',
      'falt av sykkelen og skrapte opp hele armen',
    ],
    grief: [
      'i dag er det et år siden pappa døde, savner ham',
      'hunden min ble avlivet i går, klarer ikke slutte å gråte',
    ],
    humour: [
      'begrav meg med foamrolleren min',
      'denne burpeeøkta blir min død, si til mamma at jeg var glad i henne',
    ],
  },
}
