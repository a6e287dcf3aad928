import type { Corpus } from '../corpus.ts'

export const de: Corpus = {
  crisis: { direct: [], passive: [], plan: [], method: [], farewell: [], selfHarm: [], slang: [] },
  ordinary: {
    gym: [
      'zu viele benachrichtigungen heute, ich schalt mein handy stumm',
      'moment, ich versuchs später nochmal',
      'das ist mein letzter satz, dann geh ich heim',
      'tschüss erstmal, bis morgen',
      'ich geh jetzt aus dem gym, bis dann',
      'hab einen plan für die woche gemacht: drei trainings und ein langer spaziergang',
      'hab meine alten hanteln meinem bruder gegeben',
      'hab meine ziele für dieses jahr in ein notizbuch geschrieben',
      'bin fertig für diese woche, wochenendmodus',
      'das letzte mal als ich das rezept probiert hab ist es angebrannt',
      'ich bin übers wochenende weg, kein training',
      'hab ein neues messerset fürs meal prep gekauft',
      'wir gehen morgen zum fluss schwimmen',
      'danke, du hilfst mir immer so sehr',
      'meine schwester zieht aus, ich werd sie vermissen',
      'hab gar nicht geschlafen, bin heute ein zombie',
    ],
    hyperbole: [],
    accident: [],
    grief: [],
    humour: [],
  },
}
