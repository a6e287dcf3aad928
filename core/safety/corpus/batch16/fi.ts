import type { Corpus } from '../corpus.ts'

export const fi: Corpus = {
  crisis: {
    direct: [
      'mietin itteni tappamista enemmän kuin mitään muuta',
      'aion tappaa itteni, halusin vaan kertoo jollekin',
    ],
    passive: ['rehellisesti toivon etten ois ikinä syntyny', 'jos en heräis huomenna se ois mulle ok'],
    plan: [
      'kun kämppis lähtee lomalle 22. päivä, sillon',
      'pidin perjantai-illan vapaana, sen jälkeen mua ei oo',
    ],
    method: [
      'mulla on kotona tarpeeks insuliinia et voin tehä sen',
      'katon joka päivä siltaa töiden lähellä, se on tarpeeks korkee',
    ],
    farewell: [
      'kiitos et oot kuunnellu kaikki nää kuukaudet, tää on mun loppu',
      'nauhotin videon vanhemmille, katottavaks jälkeenpäin',
    ],
    selfHarm: ['lyön itteeni vatsaan kunnes en saa henkeä', 'oon alkanu viiltelemään taas, reidet on täynnä'],
    slang: ['lowkey haluun kms tänään', 'ehkä unalive itteni tän lukukauden jälkeen, en vitsaile'],
  },
  ordinary: { gym: [], hyperbole: [], accident: [], grief: [], humour: [] },
}
