import type { Corpus } from '../corpus.ts'

export const it: Corpus = {
  crisis: {
    direct: ['sinceramente è da un po che sto pianificando di uccidermi'],
    passive: ['cosa cambierebbe se morissi, nessuno se ne accorgerebbe per giorni'],
    plan: ['ho pianificato tutta la notte, la casa sarà vuota'],
    method: ['ho comprato 3 scatole di tachipirina in farmacie diverse così nessuno fa domande'],
    farewell: ['ho lasciato le mie password e un biglietto per mio fratello sulla scrivania'],
    selfHarm: ['ho le cosce piene di cicatrici e continuo a farne altre'],
    slang: ['stanotte me ne vado per davvero se capisci cosa intendo', 'basta, stanotte mi sparo'],
  },
  ordinary: {
    gym: [
      'leg press fino a cedimento, i quadricipiti urlano ahah',
      'macro a posto, seconda settimana di definizione',
    ],
    hyperbole: ['il capo mi ammazza se salto la scadenza'],
    accident: ['mi è caduto un piatto sul piede e ha sanguinato attraverso il calzino'],
    grief: ['la settimana prossima è lanniversario del suicidio di mio padre e ho paura'],
    humour: ['ho appena visto il tg, uno ha ucciso il vicino per un parcheggio, che mondo'],
  },
}
