import type { Corpus } from '../corpus.ts'

export const da: Corpus = {
  crisis: { direct: [], passive: [], plan: [], method: [], farewell: [], selfHarm: [], slang: [] },
  ordinary: {
    gym: [
      'tog en ipren for mit knæ før løbeturen, er det ok?',
      'må jeg tage smertestillende efter en hård træning',
      'mine allergipiller gør mig søvnig, kan jeg stadig træne',
      'tager jeg magnesiumtabletterne før sengetid eller om morgenen',
      'vi kravlede op på taget for at se fyrværkeriet',
      'i morgen er der rebklatring på mit crossfit hold',
      'vi sprang fra klipperne ud i søen, så sjovt',
      'tog toget hjem til mine forældre i weekenden',
      'jeg har hovedpine, kan panodil tages med kreatin',
      'broløbet søndag ved solopgang var smukt',
    ],
    hyperbole: [],
    accident: [],
    grief: [],
    humour: [],
  },
}
