import type { Corpus } from '../corpus.ts'

export const it: Corpus = {
  crisis: {
    direct: [
      'non ce la faccio piu, voglio ammazzarmi. e non sto scherzando',
      'hai mai voluto morire sul serio? io si, ogni giorno, e oggi piu del solito',
      'ho gia provato a togliermi la vita due anni fa e adesso ci sto ripensando',
      'tengo duro per i miei figli ma la verita e che voglio uccidermi',
    ],
    passive: [
      'spero di addormentarmi stanotte e non svegliarmi piu',
      'se domani mi investisse una macchina mi farebbe solo un favore',
      'oggi in ufficio di nuovo un disastro, il capo mi ha urlato contro davanti a tutti, e mia moglie neanche mi guarda piu, starebbero tutti meglio senza di me. vabbe scusa, tu come stai',
      'non voglio uccidermi, voglio solo smettere di esistere. non ne posso piu di essere viva',
    ],
    plan: [
      'stasera la faccio finita con la vita, i miei sono via fino a lunedi',
      'dopo la discussione della tesi giovedi mi ammazzo, ho gia deciso come',
      'questo e il mio ultimo weekend, lunedi non ci saro piu. ho gia comprato quello che mi serve per uccidermi',
      'ho scelto il giorno per uccidermi, dopo la comunione di mio nipote cosi non rovino la festa a nessuno',
    ],
    method: [
      "se stanotte mi faccio tutta l'insulina che ho non mi sveglio piu, vero?",
      "sono sul balcone all'ottavo piano e sto pensando di buttarmi giu",
      'ho lo xanax di mia madre qui davanti, pensavo di prenderlo tutto stanotte',
      'penso di chiudermi in garage con la macchina accesa stanotte e farla finita',
    ],
    farewell: [
      'e stato bello conoscerti, davvero. dopo stanotte non saro piu viva',
      'ho registrato un audio per mia figlia da farle sentire quando non ci saro piu. addio mia',
      'se da domani non mi senti piu non e colpa tua, ho scelto io di andarmene. addio per sempre',
      "ho cancellato tutti i profili e salutato tutti, mancavi solo tu. ti saluto per l'ultima volta, stanotte la faccio finita",
    ],
    selfHarm: [
      'mi sono tagliata di nuovo ieri sera, ero pulita da tre mesi',
      'la mia psicologa non sa che ho ricominciato a tagliarmi le cosce',
      'i segni sul braccio me li faccio da sola, al mio ragazzo ho detto che e stato il gatto',
      "l'autolesionismo e tornato, mi vergogno a farmi vedere in costume",
    ],
    slang: [
      'giuro stasera kms',
      'sto pensando di unalivarmi, non ce la faccio piu',
      'mi sparo, e non e una battuta, non reggo piu niente',
      'fra giuro mi tolgo di mezzo per sempre, domani non ci saro piu',
    ],
  },
  ordinary: {
    gym: [
      'oggi addominali killer e plank fino alla morte, sto ancora tremando 😅',
      "sono in definizione fino all'estate, quante proteine devo mangiare al giorno?",
      'lo squat di ieri mi ha ucciso, non riesco a fare le scale 😭',
      'salto della corda per 15 minuti e poi affondi, mi sono distrutta 💀',
    ],
    hyperbole: [
      'mi hai fatto morire con quella battuta 😂😂',
      'ucciderei per una carbonara adesso',
      "se mia suocera mi chiede un'altra volta quando facciamo un figlio la strozzo 😤",
      'sto morendo dal caldo, chi me lo ha fatto fare di correre a mezzogiorno',
    ],
    accident: [
      'mi sono tagliato con la carta aprendo il pacco delle proteine lol',
      'ho preso una storta giocando a padel, caviglia gonfia',
      'sono caduta dal monopattino, polso slogato, niente palestra per una settimana',
      'mi sono scottata con la moka stamattina, fa male ma passa',
    ],
    grief: [
      'mio nonno e morto la settimana scorsa, non ho proprio la testa per allenarmi',
      'il mio vicino di casa e morto di infarto a 50 anni, correva sempre con me la mattina',
      'e morto il nostro pappagallo dopo 20 anni, la casa e silenziosissima',
      "oggi e l'anniversario della morte di mio padre, vado al cimitero e poi in palestra, lui ci teneva",
    ],
    humour: [
      'analisi 2 domani mi sotterra, non ho aperto libro lol',
      "se muoio in tangenziale stamattina sulla lapide scrivete 'colpa del traffico'",
      'mia nonna dice che se non mangio la terza porzione mi uccide lei 😂',
      "lavoro in un call center, ogni giorno muoio un po' dentro ma almeno il venerdi pagano l'aperitivo lol",
    ],
  },
}
