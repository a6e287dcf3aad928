import type { Corpus } from '../corpus.ts'

export const nl: Corpus = {
  crisis: { direct: [], passive: [], plan: [], method: [], farewell: [], selfHarm: [], slang: [] },
  ordinary: {
    gym: [
      'mijn batterij is leeg, ik app je later',
      'ik sla de tijd dood tot mijn trein komt',
      'laatste dag van mijn dieet challenge, zo trots',
      'de pijn in mijn schouder is eindelijk over',
      'eerste week van mijn schema klaar',
      'we hebben vandaag afscheid genomen van ons oude huis',
      'ik heb vitamine d pillen nodig, het is zo donker',
      'mijn abonnement bij de oude gym opgezegd',
      'ik ga vanavond vroeg naar huis, ik ben kapot',
      'maandag ga ik op zakenreis',
      'mijn broer trouwt in juni!',
      'ik wil gewoon het hele weekend onder mijn deken blijven',
      'mijn plan voor vanavond: pizza en een film',
      'mijn knieën doen pijn op de trap, moet ik rusten',
      'sorry dat ik verdwenen was, drukke week',
      'het project op mijn werk is eindelijk af',
    ],
    hyperbole: [],
    accident: [],
    grief: [],
    humour: [],
  },
}
