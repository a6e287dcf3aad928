import type { Corpus } from '../corpus.ts'

export const sv: Corpus = {
  crisis: {
    direct: ['jag klarar inte det här längre, jag ska avsluta mitt liv'],
    passive: ['alla skulle vara lyckligare om jag aldrig hade fötts'],
    plan: ['har kollat hur hög en bro måste vara för att det ska funka'],
    method: ['funderar på att låta bilen gå i garaget med porten stängd'],
    farewell: ['skrev testamente idag och skrev till alla jag älskar'],
    selfHarm: ['jag slår mig själv i ansiktet tills jag får blåmärken för jag förtjänar det'],
    slang: ['ingen lögn, i helgen unalivar jag mig'],
  },
  ordinary: {
    gym: [
      'mördarpass för magen idag, min core är död',
      'rakbladsirritation efter att ha rakat benen inför tävlingen',
    ],
    hyperbole: ['hellre dör jag än springer ett maraton haha'],
    accident: ['brände armen på ugnsluckan när jag tog ut kakorna'],
    grief: ['min granne dog i cancer förra månaden, begravningen var fin'],
    humour: ['kollade på suicide squad igen, harley är bäst'],
  },
}
