import { cuePattern } from './normalise.ts'

/** Laughter in any of the ten languages, in normalised form (😂 and 💀 are read as "haha"). */
const LAUGHTER =
  /\b(?:ha(?:ha)+\w*|he(?:he)+|lol\w*|lmf?ao|rofl|xd|mdr|ptdr|ja(?:ja)+\w*|ah(?:ah)+\w*|hah)\b/u

/**
 * What is never a joke, laughing or not: suicide, killing or hurting oneself, ending one's life, pills and
 * overdoses, farewells and slang, in every language.
 */
const EARNEST = cuePattern(
  [
    'suicid',
    'selbstmord',
    'zelfmoord',
    'sjalvmord',
    'selvmord',
    'itsemurh',
    '\\bkms\\b',
    'unaliv',
    'kil\\w* myself',
    'end\\w* (?:my|it all)',
    'my (?:own )?life',
    'pills',
    'overdos',
    'self ?harm',
    '(?:cut|cutting|hurt\\w*|burn\\w*) myself',
    'umbring',
    'umzubring',
    'leben (?:zu )?nehmen',
    'ritz',
    'tablet',
    'me tuer',
    'me pendre',
    'en finir',
    'scarifi',
    'cachets',
    'ammazzarmi',
    'uccidermi',
    'togliermi la vita',
    'farla finita',
    'pastiglie',
    'matarme',
    'quitarme la vida',
    'pastillas',
    'van kant',
    'ophangen',
    'eind aan',
    'livet (?:av|mitt|mit)',
    'tag\\w* mit liv',
    'mig selv ihjel',
    'tapa\\w* it[st]e',
    'goodbye',
    'farewell',
    'adieu',
    'abschied',
    'addio',
    'adios',
    'afscheid',
    'hyvasti',
  ].join('|'),
)

/**
 * Someone or something else threatening the writer ("my inbox wants to kill me", "mi jefe quiere matarme",
 * "der Trainer will uns umbringen"), dying "if" something happens, and small cuts to a finger: the same words
 * as a crisis, said of another's doing or of a trifle, in any language.
 */
const OTHERS = new RegExp(
  cuePattern(
    [
      "\\b(?:will|'ll|gonna|going to) (?:\\w+ ){0,2}die if\\b",
      '\\b(?:mein|meine|meinen|der|die|das|diese[rs]?|er|sie|man|mama|papa|chef\\w*|trainer\\w*|coach)\\b(?: \\w+)? (?:will|wird|wollen|werden|bringt|bringen) (?:mich|uns)\\b',
      '\\b(?:uns|ons|nous|oss) (?:\\w+ ){0,3}(?:umbringen|umbringt|toten|killen|vermoorden|tuer|doda|drepe)\\b',
      '\\b(?:quiere|quieren|va a|van a|intenta|intentan) matarme\\b',
      '\\bmi (?:uccide|uccidono|uccidera|uccideranno|ammazza|ammazzano|ammazzera|ammazzeranno)\\b|\\b(?:vuole|vogliono) (?:uccidermi|ammazzarmi)\\b',
      '\\b(?:gaat|wil|willen|gaan) me (?:\\w+ )?(?:vermoorden|afmaken)\\b',
      '\\b(?:va|vont|veut|veulent) me tuer\\b',
      '\\b(?:kill me now|doda mig nu|drep meg na|draeb mig nu|tappakaa mut|tuez moi|uccidetemi|matenme|bringt mich (?:einfach )?um|maak me (?:maar )?af)\\b',
      '\\bkommer (?:til a |att )?(?:drepe meg|doda mig)\\b',
      '\\b(?:suicide squad|escuadron suicida|escadron suicide)\\b',
      '\\bse suicid(?:a|o|aron|an)\\b|\\bme (?:corte|corto|queme|quemo) (?:el|un|los) dedos?\\b',
      '\\bskar (?:mig|meg) (?:i|pa) (?:tummen|tommelen|fingret|fingeren|fingern|fingeret|handen|hånden|hånda)\\b',
    ].join('|'),
  ).source,
  'gu',
)

/**
 * The message as meant: without others' threats and trifles (OTHERS), and without the sentences that laugh
 * about dying ("this show is so bad i want to die lol", "one more meeting and i jump out the window haha"). A
 * sentence that laughs and still speaks of suicide, pills, cutting or a farewell is kept.
 */
export function asMeant(text: string): string {
  const plain = text.replace(OTHERS, ' ')
  if (!LAUGHTER.test(plain)) return plain
  return plain
    .split('|')
    .filter((sentence) => !LAUGHTER.test(sentence) || EARNEST.test(sentence))
    .join('|')
}
