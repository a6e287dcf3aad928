import type { Corpus } from '../corpus.ts'

export const fi: Corpus = {
  crisis: {
    direct: [
      'mä tapan itteni mä vannon',
      'rehellisesti haluun vaan kuolla, joka päivä on samanlainen',
      'mietin tosissani et päätän mun elämän',
    ],
    passive: [
      'rukoilen etten herää huomenna',
      'jos auto ajais mun yli huomenna se ois ihan ok',
      'kaikilla ois parempi ilman mua',
    ],
    plan: [
      'tiedän jo miten teen sen, odotan vaan lauantaita',
      'kun mun vanhemmat lähtee lomalle teen sen, oon miettiny kaiken valmiiks',
    ],
    method: [
      'oon säästäny mun unilääkkeitä viikkoja, luulen et niitä on tarpeeks',
      'seison parkkitalon katolla nyt, tosi korkeella',
      'kuinka monta panadolia pitää ottaa ettei herää',
    ],
    farewell: [
      'jos ette kuule musta tämän illan jälkeen, oli kiva tuntea teidät',
      'kirjoitin kirjeet mun vanhemmille, ne on mun laatikossa',
    ],
    selfHarm: [
      'retkahdin eilen, viilsin itteäni ekaa kertaa neljään kuukauteen',
      'lyön seinää kunnes rystyset vuotaa verta',
    ],
    slang: ['tänään mä lopetan tän kaiken', 'haluun vaan kadota lopullisesti', 'kms tänään fr'],
  },
  ordinary: {
    gym: [
      'valmentaja juoksutti meitä suicideja kunnes joku oksensi',
      'dieetin kuudes viikko ja voisin syödä kokonaisen lehmän',
      'spinningtunti tappoi mut haha',
    ],
    hyperbole: [
      'tappaisin burgerista nyt',
      'vielä yks palaveri ja hyppään ikkunasta lol',
      'uudet kengät tappaa mun jalat',
    ],
    accident: [
      'viilsin sormeni tonnikalapurkkiin',
      'poltin käden vedenkeittimeen aamulla',
      'liukastuin jäällä ja löin pääni',
    ],
    grief: [
      'mun pappa kuoli viime viikolla',
      'yks poika meidän koulusta teki itsemurhan, kaikki on shokissa',
      'meidän koira kuoli eilen ja talo tuntuu tyhjältä',
    ],
    humour: [
      'oon kuollu 💀 toi meemi',
      'tää sarja on niin huono et haluun kuolla haha',
      'mun puhelin on 1% ja kuolee kohta',
    ],
  },
}
