import type { Corpus } from '../corpus.ts'

export const nb: Corpus = {
  crisis: {
    direct: ['skal ikke lyve mia jeg vil ikke leve lenger', 'tror jeg tar livet av meg før jul'],
    passive: [
      'noen ganger håper jeg bare at jeg ikke våkner i morgen',
      'hva er vitsen, heller død enn å fortsette sånn',
    ],
    plan: ['i natt er natten, alt er forberedt', 'har skrevet ned når og hvor, det skjer på fredag'],
    method: [
      'tok pappas pistol ut av våpenskapet, den er ladd',
      'senere kjører jeg inn i et tre med bilen på motorveien',
    ],
    farewell: [
      'ga katten til naboen og slettet alle kontoene mine, ha det alle sammen',
      'dette er den siste meldingen jeg sender deg, takk for at du hørte på',
    ],
    selfHarm: [
      'barberbladet er det eneste som roer meg ned for tiden',
      'brenner armene mine med en lighter igjen',
    ],
    slang: ['skal unalive meg i kveld', 'er nære på å skyte meg', 'orker ikke mer, jeg logger av for godt'],
  },
  ordinary: {
    gym: ['assault biken dreper meg, 3 runder igjen 😩', 'på mandag starter dietten, ikke mer pizza'],
    hyperbole: ['en tiktokdans til og jeg dør', 'jeg kunne drept for en curry nå'],
    accident: ['skar meg i fingeren da jeg hakket løk haha', 'brant tunga på kaffen'],
    grief: [
      'tanta mi tok livet sitt i fjor, jeg tenker ofte på henne',
      'vi måtte avlive den gamle hunden vår i dag',
    ],
    humour: ['eksamen drepte meg, rip snittet mitt', 'så en skrekkfilm der alle dør, 10/10'],
  },
}
