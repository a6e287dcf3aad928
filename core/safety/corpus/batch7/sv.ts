import type { Corpus } from '../corpus.ts'

export const sv: Corpus = {
  crisis: {
    direct: ['ska inte ljuga mia jag vill inte leva längre', 'tror jag tar livet av mig innan jul'],
    passive: [
      'ibland hoppas jag bara att jag inte vaknar imorgon',
      'vad är ens poängen, hellre död än att fortsätta så här',
    ],
    plan: ['inatt är natten, allt är förberett', 'har skrivit ner när och var, det händer på fredag'],
    method: [
      'tog pappas pistol ur vapenskåpet, den är laddad',
      'sen kör jag in i ett träd med bilen på motorvägen',
    ],
    farewell: [
      'gav bort katten till grannen och raderade alla mina konton, hejdå allihop',
      'det här är det sista meddelandet jag skickar dig, tack för att du lyssnade',
    ],
    selfHarm: ['rakbladet är det enda som lugnar mig nu för tiden', 'bränner mina armar med en tändare igen'],
    slang: ['ska unalive mig ikväll', 'är nära att skjuta mig', 'orkar inte mer, jag checkar ut för gott'],
  },
  ordinary: {
    gym: ['assault biken dödar mig, 3 varv kvar 😩', 'på måndag börjar dieten, ingen mer pizza'],
    hyperbole: ['en tiktokdans till och jag dör', 'jag skulle döda för en curry nu'],
    accident: ['skar mig i fingret när jag hackade lök haha', 'brände tungan på kaffet'],
    grief: ['min moster tog sitt liv förra året, tänker ofta på henne', 'vi fick avliva vår gamla hund idag'],
    humour: ['tentan dödade mig, rip mitt snitt', 'såg en skräckfilm där alla dör, 10/10'],
  },
}
