import type { Corpus } from '../corpus.ts'

export const nl: Corpus = {
  crisis: { direct: [], passive: [], plan: [], method: [], farewell: [], selfHarm: [], slang: [] },
  ordinary: {
    gym: [
      'te veel meldingen vandaag, ik zet mijn telefoon op stil',
      'wacht even, ik probeer het straks opnieuw',
      'dit is mijn laatste set, dan ga ik naar huis',
      'doei voor nu, spreek je morgen',
      'ik ga nu weg uit de gym, doei',
      'een plan gemaakt voor mijn week: drie trainingen en een lange wandeling',
      'mijn oude dumbbells aan mijn broer gegeven',
      'mijn doelen voor dit jaar in een schrift geschreven',
      'ik ben klaar voor deze week, weekendmodus',
      'de laatste keer dat ik dit recept probeerde brandde het aan',
      'ik ben dit weekend weg, geen training',
      'een nieuwe messenset gekocht voor meal prep',
      'we gaan morgen zwemmen in de rivier',
      'dankjewel, je helpt me altijd zo goed',
      'mijn zus gaat op zichzelf wonen, ik ga haar missen',
      'helemaal niet geslapen, ik ben een zombie vandaag',
    ],
    hyperbole: [],
    accident: [],
    grief: [],
    humour: [],
  },
}
