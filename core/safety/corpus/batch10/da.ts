import type { Corpus } from '../corpus.ts'

export const da: Corpus = {
  crisis: {
    direct: ['jeg kan ikke mere, jeg vil gøre en ende på mit liv'],
    passive: ['alle ville være gladere hvis jeg aldrig var blevet født'],
    plan: ['har tjekket hvor høj en bro skal være for at det virker'],
    method: ['overvejer at lade bilen køre i garagen med porten lukket'],
    farewell: ['lavede testamente i dag og skrev til alle jeg elsker'],
    selfHarm: ['jeg slår mig selv i ansigtet til jeg får blå mærker fordi jeg fortjener det'],
    slang: ['ingen løgn, i weekenden unaliver jeg mig'],
  },
  ordinary: {
    gym: [
      'sindssyg mavetræning i dag, min core er død',
      'barberbladsudslæt efter at have barberet benene til konkurrencen',
    ],
    hyperbole: ['hellere dø end løbe et maraton haha'],
    accident: ['brændte armen på ovnlågen da jeg tog småkagerne ud'],
    grief: ['min nabo døde af kræft sidste måned, begravelsen var smuk'],
    humour: ['så suicide squad igen, harley er den bedste'],
  },
}
