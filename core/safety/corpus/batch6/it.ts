import type { Corpus } from '../corpus.ts'

export const it: Corpus = {
  crisis: {
    direct: [
      'mi voglio ammazzare sul serio',
      'sinceramente voglio solo morire, ogni giorno è uguale',
      'sto pensando seriamente di togliermi la vita',
    ],
    passive: [
      'prego di non svegliarmi domani mattina',
      'se una macchina mi investisse domani non mi dispiacerebbe',
      'starebbero tutti meglio senza di me',
    ],
    plan: [
      'so già come farlo, aspetto solo sabato',
      'quando i miei partono per le vacanze lo faccio, ho pensato a tutto',
    ],
    method: [
      'da settimane metto da parte le mie pastiglie per dormire, credo siano abbastanza',
      'sono sul tetto del parcheggio adesso, è altissimo',
      'quante tachipirine servono per non svegliarsi più',
    ],
    farewell: [
      'se dopo stasera non sentite più niente da me è stato bello conoscervi',
      'ho scritto delle lettere per i miei genitori, sono nel cassetto',
    ],
    selfHarm: [
      'ho avuto una ricaduta ieri, mi sono tagliata di nuovo dopo 4 mesi',
      'prendo a pugni il muro finché le nocche sanguinano',
    ],
    slang: ['stasera mi ammazzo e basta', 'voglio farla finita fr', 'oggi kms'],
  },
  ordinary: {
    gym: [
      'il coach ci ha fatto fare suicidi finché uno ha vomitato',
      'sesta settimana di definizione e mangerei una mucca',
      'la lezione di spinning mi ha ucciso ahahah',
    ],
    hyperbole: [
      'ucciderei per un hamburger adesso',
      'ancora una riunione e mi butto dalla finestra lol',
      'queste scarpe nuove mi stanno ammazzando i piedi',
    ],
    accident: [
      'mi sono tagliato con la scatoletta del tonno',
      'mi sono bruciato la mano con il bollitore stamattina',
      'sono scivolato sul ghiaccio e ho battuto la testa',
    ],
    grief: [
      'mio nonno è morto la settimana scorsa',
      'un ragazzo della mia scuola si è tolto la vita, siamo tutti sconvolti',
      'il nostro cane è morto ieri e la casa è vuota',
    ],
    humour: [
      'sono morto 💀 questo meme',
      'sta serie è così brutta che voglio morire ahaha',
      'il telefono è all1% e sta morendo',
    ],
  },
}
