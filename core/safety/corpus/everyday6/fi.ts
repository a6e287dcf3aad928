import type { Corpus } from '../corpus.ts'

export const fi: Corpus = {
  crisis: { direct: [], passive: [], plan: [], method: [], farewell: [], selfHarm: [], slang: [] },
  ordinary: {
    gym: [
      'puhelimesta loppu akku, kirjotan myöhemmin',
      'tapan aikaa ennen junaa',
      'dieettihaasteen viimenen päivä, niin ylpee',
      'olkapään kipu on vihdoin ohi',
      'ohjelman eka viikko tehty',
      'hyvästeltiin tänään meidän vanha kämppä',
      'tarviin d vitamiini tabletteja, on niin pimeetä',
      'lopetin jäsenyyden vanhalla salilla',
      'lähen tänään aikasin kotiin, oon ihan poikki',
      'lähen maanantaina työmatkalle',
      'veli menee naimisiin kesäkuussa!',
      'haluun vaan olla peiton alla koko viikonlopun',
      'suunnitelma tälle illalle: pizzaa ja leffa',
      'polviin sattuu portaissa, pitäiskö levätä',
      'sori et katosin, kiireinen viikko',
      'töiden projekti on vihdoin ohi',
    ],
    hyperbole: [],
    accident: [],
    grief: [],
    humour: [],
  },
}
