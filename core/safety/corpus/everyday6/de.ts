import type { Corpus } from '../corpus.ts'

export const de: Corpus = {
  crisis: { direct: [], passive: [], plan: [], method: [], farewell: [], selfHarm: [], slang: [] },
  ordinary: {
    gym: [
      'mein akku ist leer, ich schreib dir später',
      'ich schlag die zeit tot bis mein zug kommt',
      'letzter tag meiner diät challenge, so stolz',
      'die schmerzen in der schulter sind endlich vorbei',
      'erste woche von meinem programm geschafft',
      'wir haben uns heute von unserer alten wohnung verabschiedet',
      'ich brauch vitamin d tabletten, es ist so dunkel',
      'hab meine mitgliedschaft im alten gym gekündigt',
      'geh heute früh heim, bin fertig',
      'fahr am montag auf dienstreise',
      'mein bruder heiratet im juni!',
      'ich will das ganze wochenende einfach unter meiner decke bleiben',
      'mein plan für heute abend: pizza und ein film',
      'meine knie tun auf der treppe weh, soll ich pausieren',
      'sorry dass ich weg war, stressige woche',
      'das projekt bei der arbeit ist endlich vorbei',
    ],
    hyperbole: [],
    accident: [],
    grief: [],
    humour: [],
  },
}
