/** Whole-word edges for patterns over any script (`\b` only knows ASCII letters). */
const START = String.raw`(?<![\p{L}\p{N}])`
const END = String.raw`(?![\p{L}\p{N}])`
const AGE = '(?:1[0-7]|[5-9])'

/** "I am (only) 16", but not "I am 5 minutes away" or "I am 10 km in". */
function statesAge(iAm: string[], only: string[], units: string[]): string {
  return `${START}(?:${iAm.join('|')})\\s+(?:(?:${only.join('|')})\\s+)?${AGE}(?!\\d)(?!\\s*(?:${units.join('|')})${END})`
}

function any(...phrases: string[]): string {
  return `${START}(?:${phrases.join('|')})${END}`
}

const SCANDINAVIAN_UNITS = [
  'km',
  'min',
  'minutter',
  'minuter',
  'timer',
  'timmar',
  'dager',
  'dage',
  'dagar',
  'kg',
]

/**
 * A visitor saying they are under 18, in any language the chat speaks (a visitor does not always write in
 * the page's language). Checked before anything else, so the persona stops flirting at once.
 */
const PATTERNS: readonly RegExp[] = [
  /\b(?:i'?m|i am|im)\s+(?:only\s+|just\s+)?(?:1[0-7]|[5-9])\b(?!\s*(?:min|minutes|h|hours|km|miles|k\b|%))|\b(?:1[0-7]|[5-9])\s*(?:years? old|yrs? old|y\/?o)\b|\b(?:under ?18|underage|under age|i'?m a minor|i am a minor|in (?:middle|high) school|my mom says)\b/i,
  statesAge(
    ['ich bin', 'bin'],
    ['erst', 'gerade', 'nur', 'noch'],
    ['km', 'min', 'minuten', 'stunden', 'std', 'h', 'kg', 'uhr', 'tage'],
  ),
  any(
    `${AGE}\\s*jahre?\\s+alt`,
    'minderjährig',
    'unter 18',
    'gehe? noch zur schule',
    'meine (?:mama|mutter) sagt',
  ),
  any(
    `j['’]ai\\s+(?:(?:seulement|que|juste)\\s+)?${AGE}\\s*ans`,
    'mineure?',
    'moins de 18 ans',
    'je suis au (?:collège|lycée)',
  ),
  any(`ho\\s+(?:solo\\s+)?${AGE}\\s*anni`, 'minorenne', 'meno di 18 anni', 'vado (?:alle medie|al liceo)'),
  any(
    `tengo\\s+(?:solo\\s+)?${AGE}\\s*años`,
    'menor de edad',
    'menos de 18',
    '(?:voy al|estoy en el) instituto',
  ),
  statesAge(
    ['ik ben'],
    ['pas', 'maar', 'nog maar', 'net'],
    ['km', 'min', 'minuten', 'uur', 'dagen', 'weken', 'kg'],
  ),
  any(`${AGE}\\s*jaar\\s+oud`, 'minderjarig', 'onder de 18', 'op de middelbare school'),
  statesAge(['jag är'], ['bara', 'endast', 'typ'], SCANDINAVIAN_UNITS),
  statesAge(['jeg er'], ['bare', 'kun'], SCANDINAVIAN_UNITS),
  any(
    `${AGE}\\s*år\\s+gam(?:mal|mel)`,
    'minderårig',
    'mindreårig',
    'under 18',
    'går (?:i|på) högstadiet',
    'går på ungdomsskolen',
    'går i folkeskole',
  ),
  statesAge(
    ['olen', 'oon'],
    ['vasta', 'vain', 'vaan'],
    ['km', 'min\\p{L}*', 'tunti\\p{L}*', 'tunni\\p{L}*', 'päivä\\p{L}*', 'kg'],
  ),
  any(`${AGE}\\s*-?\\s*vuotias`, 'alaikäinen', 'alle 18', 'yläasteella', 'yläkoulussa'),
].map((pattern) => (typeof pattern === 'string' ? new RegExp(pattern, 'iu') : pattern))

export function saysUnderage(text: string): boolean {
  return PATTERNS.some((pattern) => pattern.test(text))
}
