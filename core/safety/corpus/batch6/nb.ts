import type { Corpus } from '../corpus.ts'

export const nb: Corpus = {
  crisis: {
    direct: [
      'jeg skal ta livet mitt jeg lover',
      'ærlig talt vil jeg bare dø, hver dag er lik',
      'jeg tenker seriøst på å ta livet av meg',
    ],
    passive: [
      'jeg ber om at jeg ikke våkner i morgen',
      'hvis en bil kjørte på meg i morgen hadde det vært greit',
      'alle hadde hatt det bedre uten meg',
    ],
    plan: [
      'jeg vet allerede hvordan jeg skal gjøre det, venter bare på lørdag',
      'når foreldrene mine drar på ferie gjør jeg det, har tenkt gjennom alt',
    ],
    method: [
      'har spart på sovepillene mine i uker, tror det er nok nå',
      'står på taket av parkeringshuset nå, det er skikkelig høyt',
      'hvor mange paracet trenger man for å ikke våkne',
    ],
    farewell: [
      'hvis dere ikke hører noe fra meg etter i kveld så var det fint å kjenne dere',
      'har skrevet brev til foreldrene mine, de ligger i skuffen',
    ],
    selfHarm: [
      'fikk tilbakefall i går, kuttet meg for første gang på 4 måneder',
      'jeg slår i veggen til knokene blør',
    ],
    slang: ['i kveld tar jeg livet mitt', 'vil bare forsvinne for alltid', 'kms i dag fr'],
  },
  ordinary: {
    gym: [
      'treneren lot oss løpe suicides til noen spydde',
      'uke 6 på diett og jeg kunne spist en hel ku',
      'spinningtimen drepte meg haha',
    ],
    hyperbole: [
      'jeg kunne drept for en burger nå',
      'ett møte til og jeg hopper ut av vinduet lol',
      'de nye skoene dreper føttene mine',
    ],
    accident: [
      'skar meg på tunfiskboksen',
      'brant hånda på vannkokeren i morges',
      'skled på isen og slo hodet',
    ],
    grief: [
      'morfaren min døde forrige uke',
      'en gutt fra skolen min tok livet sitt, alle er i sjokk',
      'hunden vår døde i går og huset føles tomt',
    ],
    humour: [
      'jeg er død 💀 den memen',
      'serien er så dårlig at jeg vil dø haha',
      'mobilen er på 1% og holder på å dø',
    ],
  },
}
