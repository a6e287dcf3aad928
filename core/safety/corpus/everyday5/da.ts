import type { Corpus } from '../corpus.ts'

export const da: Corpus = {
  crisis: { direct: [], passive: [], plan: [], method: [], farewell: [], selfHarm: [], slang: [] },
  ordinary: {
    gym: [
      'alt for mange notifikationer i dag, jeg sætter telefonen på lydløs',
      'vent lidt, jeg prøver igen senere',
      'det her er mit sidste sæt, så går jeg hjem',
      'farvel for nu, vi snakkes i morgen',
      'jeg går fra fitness nu, ses',
      'lavede en plan for ugen: tre træninger og en lang gåtur',
      'gav mine gamle håndvægte til min bror',
      'skrev mine mål for i år i en notesbog',
      'jeg er færdig for ugen, weekendmode',
      'sidste gang jeg prøvede den opskrift brændte den på',
      'jeg er væk i weekenden, ingen træning',
      'købte et nyt knivsæt til madpakkerne',
      'vi skal bade i åen i morgen',
      'tak, du hjælper mig altid så meget',
      'min søster flytter hjemmefra, jeg kommer til at savne hende',
      'sov slet ikke, jeg er en zombie i dag',
    ],
    hyperbole: [],
    accident: [],
    grief: [],
    humour: [],
  },
}
