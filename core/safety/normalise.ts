import skeletons from 'unhomoglyph/data.json' with { type: 'json' }
import shared from './data/shared.json' with { type: 'json' }

/**
 * The form the crisis detector reads a message in: no accents, lower case, each run of a repeated letter
 * as one letter ("diiiie", "kill" and "kil" read alike), common leetspeak and the method emoji as words,
 * chat spellings and words typed apart as written (data/shared.json, `respelled` and `joined`), and sentence ends as `|`, which no cue
 * reaches across. Cues go through the same letter rules (cuePattern), so they are written in plain spelling.
 */
export function normalise(text: string): string {
  let plain = text.toLowerCase()
  if (/[^\p{ASCII}]|`/u.test(plain)) {
    plain = latinSkeleton(letters(plain.replace(INVISIBLE, ''))).replace(/[’‘`´]/g, "'")
    if (/[\u2600-\u27bf\ud83c-\ud83e]/.test(plain))
      for (const [emoji, word] of EMOJI) plain = plain.replaceAll(emoji, ` ${word} `)
  }
  if (/[.*]/.test(plain)) plain = plain.replace(/(?<=\b\p{L})[.*](?=\p{L}\b)/gu, '')
  if (/[013457@$]/.test(plain)) plain = plain.replace(/\S+/g, leet)
  plain = plain
    .replace(/[.!?;…]+/g, ' | ')
    .replace(/[^\p{L}\p{N}'|]+/gu, ' ')
    .trim()
    .replace(/(\p{L})\1+/gu, '$1')
    .replace(RESPELL, (token) => RESPELLED.get(token) ?? token)
  if (plain.includes('j')) plain = plain.replace(CLIPPED, 'je ')
  return plain.replace(JOINED, (pair) => JOINED_AS.get(pair) ?? pair)
}

/** A cue's regular expression source in the detector's letter form; escapes (`\b`, `\s`) are kept. */
export function cuePattern(source: string): RegExp {
  return new RegExp(collapse(letters(source)), 'u')
}

/**
 * Characters that show nothing (soft hyphen, zero-width joiners, byte-order mark, invisible operators, Hangul
 * fillers): deleted, not read as a space, so that one inside a word leaves the word whole.
 */
const INVISIBLE = /[\p{Default_Ignorable_Code_Point}\p{Cf}]/gu

/** Unicode's confusables (UTS #39) as the unhomoglyph package ships them: character to its prototype. */
const PROTOTYPE: Readonly<Record<string, string>> = skeletons

/** A letter of another script that looks like one or two Latin letters, with those letters (lower case). */
const LOOK_ALIKE = new Map<string, string>()
for (const [character, prototype] of Object.entries(PROTOTYPE)) {
  const latin = prototype.toLowerCase()
  if (/^\p{L}$/u.test(character) && !/\p{Script=Latin}/u.test(character) && /^[a-z]{1,2}$/.test(latin))
    LOOK_ALIKE.set(character, latin)
}

const WORD = /[\p{L}\p{M}]+/gu
const LATIN = /\p{Script=Latin}/gu
const OTHER_LETTER = /(?!\p{Script=Latin})\p{L}/gu

/**
 * Look-alike letters of other scripts (Cyrillic "і" or "е" in "kіll") as their Latin skeleton, in Latin-script
 * text only: in a word that has Latin letters, or in a word made only of look-alikes in a message mostly
 * Latin; a Greek or Russian word among Latin ones has letters no Latin letter looks like, and stays as it is.
 */
function latinSkeleton(text: string): string {
  if (!/(?!\p{Script=Latin})\p{L}/u.test(text)) return text
  const mostlyLatin = (text.match(LATIN)?.length ?? 0) > (text.match(OTHER_LETTER)?.length ?? 0)
  return text.replace(WORD, (word) => {
    const letters = [...word]
    if (!letters.some((letter) => LOOK_ALIKE.has(letter))) return word
    const mixed = /\p{Script=Latin}/u.test(word)
    if (!mixed && !(mostlyLatin && letters.every((letter) => LOOK_ALIKE.has(letter)))) return word
    return letters.map((letter) => LOOK_ALIKE.get(letter) ?? letter).join('')
  })
}

/** Accents stripped (NFKD), and the letters NFKD leaves whole spelled as their base letters. */
function letters(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[øØ]/g, 'o')
    .replace(/[æÆ]/g, 'ae')
    .replace(/ß/g, 'ss')
    .replace(/[œŒ]/g, 'oe')
}

function collapse(text: string): string {
  return text.replace(/(?<!\\)(\p{L})\1+/gu, '$1')
}

// Only spellings that mean the same in every language: "im" is German as well as English, so it stays as typed.
const RESPELLED = new Map(
  Object.entries(shared.respelled).map(([typed, written]) => [collapse(typed), collapse(written)]),
)
const JOINED_AS = new Map(
  Object.entries(shared.joined).map(([apart, one]) => [collapse(apart), collapse(one)]),
)
const JOINED = new RegExp(`\\b(?:${[...JOINED_AS.keys()].join('|')})`, 'gu')
const RESPELL = new RegExp(`(?<![\\p{L}'])(?:${[...RESPELLED.keys()].join('|')})(?![\\p{L}'])`, 'gu')
/** A French first person clipped before a consonant ("jvais", "j'me"), read in full ("je vais", "je me"). */
const CLIPPED = /(?<![\p{L}'])j'?(?=[b-df-hj-np-tv-z]\p{L})/gu

const LEET: Readonly<Record<string, string>> = {
  0: 'o',
  1: 'i',
  3: 'e',
  4: 'a',
  5: 's',
  7: 't',
  '@': 'a',
  $: 's',
}

/** Digits and signs read as letters only inside a word that has letters too ("k1ll", "su1c1de"). */
function leet(token: string): string {
  if (!/\p{L}/u.test(token) || !/[013457@$]/.test(token) || /^\d/.test(token)) return token
  return token.replace(/[013457@$]/g, (sign) => LEET[sign] ?? sign)
}

/** The method emoji and laughter, as the words the cues read. */
const EMOJI = Object.entries(shared.emoji)
