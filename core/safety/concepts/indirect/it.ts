import { near } from '../../cues/parts.ts'
import { DRUGS } from './drugs.ts'

/** Italian: what is said around a crisis rather than of it (see index.ts). */
export const it: readonly string[] = [
  near(
    `\\b(?:macchina|auto|bus|autobus|camion|treno|tram)\\b[^|]{0,25}\\b(?:investi\\w*|travolge\\w*|mettesse sotto)|\\bmi (?:investi\\w*|travolge\\w*|mettesse sotto)`,
    `\\b(?:dispiacerebbe|importerebbe|importa|ok|okay|bene|sollievo|meglio)\\b`,
    50,
  ),
  `\\btutto\\b[^|]{0,20}\\b(?:si fermi|finisca|smetta|si fermasse|finisse)\\b[^|]{0,15}\\b(?:per sempre|definitivamente)\\b`,
  `\\bse (?:io )?non (?:esistessi|ci fossi) piu\\b|\\bsmettere di esistere\\b|\\bnon esistere piu\\b`,
  `\\b(?:prego|spero|vorrei)\\b[^|]{0,25}\\bnon (?:mi )?(?:svegliarmi|risvegliarmi|svegliare)\\b`,
  `\\b(?:scelto|fissato|deciso) (?:la|una) data\\b|\\bho la data\\b`,
  near(
    `\\b(?:corda|lama|lametta|rasoio|pistola|coltello|${DRUGS})\\b`,
    `\\bso (?:bene |esattamente )?(?:a cosa|perche|per cosa)\\b`,
    60,
  ),
  near(
    `\\b(?:${DRUGS})\\b`,
    `\\b(?:pront\\w*|allineat\\w*|contat\\w*|davanti a me|vodka|whisky|alcol)\\b`,
    50,
  ),
  `\\bquant[ei] (?:${DRUGS})\\b[^|]{0,35}\\b(?:morire|letal\\w*|non svegliarsi|non svegliarmi|servono|ci vogliono|bastano)\\b`,
  `\\b(?:metto da parte|messo da parte|conservat\\w*|accumul\\w*|tenendo|tengo|raccolt\\w*)\\b[^|]{0,25}\\b(?:${DRUGS})\\b`,
  `\\bfinche (?:non )?(?:\\w+ ){0,2}sanguin\\w*\\b|\\bfino a sanguinare\\b`,
  `\\b(?:gratto|graffio|strappo)\\w* (?:le |la )?(?:braccia|pelle|polsi|cosce)\\b`,
  near(`\\b(?:sigarett\\w*|accendino)\\b`, `\\b(?:pelle|braccia|bruci\\w*)\\b`, 40),
  `\\b(?:prendo a pugni|colpisco|sbatto)\\b[^|]{0,15}\\b(?:muro|muri|testa)\\b[^|]{0,25}\\b(?:finche|sangu|apposta)`,
  `\\b(?:tolgo il disturbo|me ne vado|sparisco|vado via)\\b[^|]{0,10}\\b(?:per sempre|definitivamente)\\b`,
  `\\b(?:bello|felice|contento|contenta) (?:di )?(?:avervi|averti|conoscervi|conoscerti)\\b`,
  near(
    `\\bnon (?:sentite|sentirete|senti|sentirai) piu\\b[^|]{0,20}\\bda me\\b|\\bpiu niente da me\\b`,
    `\\b(?:dopo|stasera|domani|mai)\\b`,
    40,
  ),
  `\\b(?:scritto|lasciato|scrivo)\\b (?:delle |una |le )?letter[ae] (?:per|a) (?:i miei|mia|mio|tutti|ognuno)\\b`,
  `\\bdomani non ci saro piu\\b|\\bnon ci saro piu (?:domani|stasera|presto)\\b`,
  near(
    `\\blo faccio\\b|\\blo faro\\b`,
    `\\b(?:quando|appena|mentre)\\b[^|]{0,35}\\b(?:partono|partiti|via|vacanz\\w*|lavoro|dormono|fuori)\\b`,
    60,
  ),
  `\\bso (?:gia |esattamente )*come (?:farlo|lo faro|lo faccio)\\b`,
  near(
    `\\blo (?:faccio|faro)\\b`,
    `\\b(?:pensato a tutto|tutto pianificato|tutto organizzato|deciso)\\b`,
    60,
  ),
  near(
    `\\bsul (?:\\w+ ){0,2}(?:tetto|ponte|cornicione|bordo|balcone)\\b`,
    `\\b(?:adesso|ora|alto|altissimo|sotto|buttarmi|saltare)\\b`,
    40,
  ),
  `\\bmi (?:voglio|vorrei|devo|vado a|sto per) (?:ammazzare|uccidere|suicidare|togliere la vita)\\b`,
  `\\bmi togliero la vita\\b|\\btogliermi la vita\\b`,
  `\\b(?:preferisco|meglio) (?:essere )?mort[oa]\\b`,
  `\\b(?:stanotte|stasera|oggi|domani) e la (?:notte|sera|volta|giorno)\\b|\\bsuccede (?:stanotte|stasera|domani|venerdi|sabato|domenica|lunedi|martedi|mercoledi|giovedi)\\b`,
  `\\bquando e dove\\b|\\bcome e quando\\b`,
  near(
    `\\b(?:pistola|arma|fucile|revolver)\\b`,
    `\\b(?:caric[ao]|proiettil\\w*|cassaforte|alla tempia|in bocca)\\b`,
    40,
  ),
  `\\bspararmi\\b|\\bmi sparo\\b|\\bmi (?:uccidero|ammazzero|suicidero)\\b`,
  `\\b(?:mi schianto|schiantarmi|mi butto|andare a sbattere)\\b[^|]{0,40}\\bcontro (?:un|una|il|la|l'?) ?(?:albero|muro|ponte|pilone|camion)\\b`,
  `\\bl?'?ultimo messaggio\\b[^|]{0,25}\\b(?:mando|mandero|scrivo|scrivero|invio)\\b`,
  near(`(?:lametta|lama|rasoio|tagliarmi)\\b`, `(?:calma|unica cosa|mi aiuta|sollievo)\\b`, 40),
  `\\b(?:bruciando|brucio|bruciato) (?:le |la )?(?:braccia|pelle|gambe)\\b|\\bl?'?accendino\\b[^|]{0,30}\\b(?:braccia|pelle)\\b`,
  near(`\\b(?:cancellato|cancello|regalato|dato)\\b`, `\\b(?:addio|ciao) a tutti\\b`, 80),
  `\\b(?:lui|lei|amic[oa]|fratello|sorella)\\b[^|]{0,20}\\b(?:vuole|sta per|minaccia di) (?:uccidersi|suicidarsi|ammazzarsi|togliersi la vita)\\b`,
]
