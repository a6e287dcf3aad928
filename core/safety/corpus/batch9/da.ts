import type { Corpus } from '../corpus.ts'

export const da: Corpus = {
  crisis: {
    direct: ['ærligt talt har jeg planlagt at tage mit liv i et stykke tid nu'],
    passive: ['gør det nogen forskel hvis jeg dør, ingen ville opdage det i flere dage'],
    plan: ['jeg har planlagt hele natten, huset er tomt'],
    method: ['købte 3 pakker panodil i forskellige butikker så ingen spørger'],
    farewell: ['har lagt mine kodeord og en seddel til min bror på skrivebordet'],
    selfHarm: ['mine lår er fulde af ar og jeg laver flere hele tiden'],
    slang: ['i nat smutter jeg for real hvis du forstår hvad jeg mener', 'jeg er færdig, kms i nat'],
  },
  ordinary: {
    gym: ['benpres til failure, mine lår skriger haha', 'makroerne passer, uge 2 på kur'],
    hyperbole: ['min chef slår mig ihjel hvis jeg misser deadline'],
    accident: ['tabte en tallerken på foden og det blødte gennem sokken'],
    grief: ['i næste uge er det årsdagen for min fars selvmord og jeg frygter den'],
    humour: ['så lige nyhederne, en mand dræbte sin nabo for en parkeringsplads, skør verden'],
  },
}
