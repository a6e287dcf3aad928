import { cuePattern } from '../normalise.ts'

/**
 * Meanings the model reads in every language at once, by their stems in the detector's spelling (no accents,
 * a repeated letter as one): dying, living, a farewell, the last time, never or for ever, waking, the
 * means (pills, a rope, a bridge, a roof, a train, water, a blade), jumping, "without me", "better off" and a
 * time. Each is a name the model weighs, and so is each pair of them in one sentence ("dying+time",
 * "never+wake", "last+dying"), so "sunday is my last day alive" and "bevor ich sterbe" count as such
 * whatever their language.
 */
const STEMS: readonly (readonly [string, string])[] = [
  [
    'dying',
    'die|dies|died|dying|dead|death|suicid\\w*|sterb\\w*|stirb\\w*|starb|tot|tod|tode[sn]?|suizid\\w*|selbstmord\\w*|umbring\\w*|mourir|meur\\w*|mort|morte|morts|crever|creve|morir|muer\\w*|muoio|morire|morir[oe]i|morto|morta|crepare|dood|sterf\\w*|sterv\\w*|stierf|zelfmoord\\w*|dor|dod|doda|dode|dodd|sjalvmord\\w*|selvmord\\w*|kuol\\w*|itsemurh\\w*|ihjel|livet av',
  ],
  [
    'living',
    'life|live|living|alive|leben|lebe|lebendig|vie|vivre|vivant|vita|vivere|vivo|viva|vida|vivir|leven|levend|liv|livet|leva|lever|leve|levet|elama\\w*|elaa|elan|elossa',
  ],
  [
    'farewell',
    'goodbye|farewell|adieu|adios|addio|abschied|lebewohl|afscheid|vaarwel|hej da|farval|ha det|farvel|hyvasti|heipa|hyvastit',
  ],
  [
    'last',
    'last|letzte[nrs]?|zum letzten|dernier|derniere|ultim[oa]|ultima volta|laatste|sista|siste|sidste|viimei\\w*|vimei\\w*',
  ],
  [
    'never',
    'never|forever|for good|anymore|nie mehr|nie wieder|nimmer|fur immer|jamais|pour toujours|plus jamais|mai piu|per sempre|nunca|para siempre|nooit|nooit meer|voor altijd|aldrig|for alltid|for evigt|for altid|for godt|ikuisesti|koskaan|ei enaa|en enaa|lopulisesti',
  ],
  [
    'wake',
    'wake|waking|aufwach\\w*|aufzuwachen|reveil\\w*|svegli\\w*|despert\\w*|wakker|vakna\\w*|vakne\\w*|vagne\\w*|hera\\w*',
  ],
  [
    'means',
    'pills?|tablets?|meds|overdose|rope|noose|tablette\\w*|pille\\w*|seil|strick|cachets?|comprimes?|medocs|corde|pastigli\\w*|pillole|corda|cappio|pastillas?|soga|cuerda|touw|strop|tabletter|piller|rep|snara|tau|reb|strikke|pilleri\\w*|tableti\\w*|koysi|hirtto\\w*|razor|blade|klinge\\w*|lame|rasoir|lametta|cuchilla|mesje|rakblad\\w*|barberblad\\w*|partater\\w*',
  ],
  [
    'height',
    'bridge|roof|rooftop|ledge|cliff|balcony|brucke|dach|hochhaus|pont|toit|balcon|ponte|tetto|balcone|puente|azotea|tejado|brug|dak|flat|bro|bron|taket|tak|bru|brua|taket|broen|taget|silta\\w*|sillalta|katolta|katolle|parvekkeelta',
  ],
  [
    'rails',
    'train|tracks|zug|gleis\\w*|treno|binari|tren|vias|trein|spoor|tag|tagen|tog|toget|juna\\w*|raite\\w*|kisko\\w*',
  ],
  [
    'water',
    'drown\\w*|ertrink\\w*|ertrank\\w*|noyer|noie|annega\\w*|ahog\\w*|verdrink\\w*|drunkn\\w*|drukn\\w*|hukut\\w*|hukku\\w*',
  ],
  [
    'jump',
    'jump\\w*|springe\\w*|sprung|sauter|saute|buttarmi|butto|lanciarmi|tirarme|tiro|lanzarme|springen|spring|hoppa|hoppe|hopper|springer|hyppa\\w*|hypaa\\w*|hypata',
  ],
  [
    'withoutMe',
    'without me|ohne mich|sans moi|senza di me|senza me|sin mi|zonder mij|zonder me|utan mig|uten meg|uden mig|ilman minua|ilman mua|ilman minua',
  ],
  [
    'betterOff',
    'better off|besser dran|besser(?= ohne)|mieux(?= sans)|meglio(?= senza)|mejor(?= sin)|beter af|beter(?= zonder)|battre(?= utan)|bedre(?= uten| uden)|paremmin(?= ilman)|parempi(?= ilman)',
  ],
  [
    'burden',
    'burden|last fur|zur last|fardeau|poids|peso|carga|estorbo|last voor|tot last|borda|byrde|taakka\\w*|riesa\\w*',
  ],
  [
    'time',
    'tonight|tomorrow|today|sunday|monday|friday|saturday|heute|morgen|heute nacht|sonntag|freitag|ce soir|demain|cette nuit|dimanche|vendredi|stasera|domani|stanotte|domenica|venerdi|esta noche|manana|domingo|viernes|vanavond|morgen|vannacht|zondag|vrijdag|ikvall|imorgon|i natt|sondag|fredag|i kveld|i morgen|i natt|sondag|fredag|i aften|i morgen|i nat|sondag|fredag|tanaan|huomenna|illalla|yolla|sunnuntaina|perjantaina',
  ],
]

const PATTERN = new RegExp(
  cuePattern(STEMS.map(([, stems]) => `(\\b(?:${stems})\\b)`).join('|')).source,
  'gu',
)

/** The stem meanings a normalised text shows, and each pair of them in one sentence. */
export function stemNames(text: string): string[] {
  const names = new Set<string>()
  for (const sentence of text.split('|')) {
    const found: string[] = []
    for (const match of sentence.matchAll(PATTERN)) {
      const index = match.findIndex((group, at) => at > 0 && group !== undefined)
      const name = STEMS[index - 1]![0]
      if (!found.includes(name)) found.push(name)
    }
    found.sort()
    for (let first = 0; first < found.length; first += 1) {
      names.add(found[first]!)
      for (let second = first + 1; second < found.length; second += 1)
        names.add(`${found[first]!}+${found[second]!}`)
    }
  }
  return [...names]
}
