import { locales, type Locale } from '../i18n/locales.ts'
import { normalise } from './normalise.ts'

/**
 * Frequent words of each language (pronouns, auxiliaries, articles, negations, conjunctions), in the
 * detector's normalised spelling, by which a message shows which languages it may be in. A language without
 * its words here is read only when the language is unsure (all languages).
 */
const MARKERS: Readonly<Partial<Record<Locale, string>>> = {
  en: "i i'm im i've ive i'll i'd id my me myself the an and to is it it's its you your of that this just want wanna gonna going don't dont can't cant be have been what was with not so all am will would never anymore everyone nobody",
  de: 'ich mich mir mein meine meinen meinem bin hab habe habs will nicht mehr und das der die ist es ein eine nen zu auf mit wenn dass aber einfach schon noch wie was kein keine keinen heute alle alles',
  fr: "je j'ai j'en me moi mon ma mes suis vais veux plus pas ne de la le les et est un une que qui ce c'est ca pour tout tous rien jamais avec se si personne en y",
  it: 'io mi me mio mia miei sono ho voglio non piu di il la lo che e per un una tutto tutti niente mai con ma sto se ne si ci nessuno',
  es: 'yo me mi mis estoy soy quiero no ya mas de el la los las que y es un una por para todo todos nada nunca con pero muy se si nadie le lo te',
  nl: 'ik me mij mijn mezelf ben heb wil niet meer de het een en is dat van voor op met maar gewoon al alles niemand ga was die deze zo echt',
  sv: 'jag mig min mitt mina ar har vill inte mer och det en ett att som pa for med men bara allt alla ingen ska kan',
  nb: 'jeg meg min mitt mine er har vil ikke mer og det en et at som pa for med men bare alt alle ingen skal kan',
  da: 'jeg mig min mit mine er har vil ikke mere og det en et at som pa for med men bare alt alle ingen skal kan',
  fi: 'mä minä mun mua minua mulla mulle musta mut sun oon olen ole olla oli ois olis en ei ja on se ne et että kun jos mutta vaan vain niin enää kaikki tää toi sä haluun haluan itteni itseni itse nyt taas aina ihan tosi mitä miten miks koska mikään mitään kukaan jaksa voi voisin jälkeen vielä jo sit sitten tänään huomenna',
}

/** Each language's bit in a set of languages. */
export const languageBit: Readonly<Record<Locale, number>> = Object.fromEntries(
  locales.map((locale, index) => [locale, 1 << index]),
) as Record<Locale, number>

/** Every language's bit: a message read in all ten. */
export const everyLanguage = (1 << locales.length) - 1
// Swedish, Norwegian and Danish share so many words that each is read with the other two.
const KIN = languageBit.sv | languageBit.nb | languageBit.da

/** Per marker word, the languages it belongs to. */
const byWord = new Map<string, number>()
for (const locale of locales)
  for (const word of MARKERS[locale]?.split(' ') ?? []) {
    const key = normalise(word)
    byWord.set(key, (byWord.get(key) ?? 0) | languageBit[locale])
  }

/**
 * The languages a normalised message may be in: those using as many of its frequent words as the best
 * one, or one fewer, with Swedish, Norwegian and Danish together; every language when no language has two,
 * so a short or unusual message is read in all ten.
 */
export function likelyLanguages(text: string): number {
  const counts = new Array<number>(locales.length).fill(0)
  let best = 0
  for (const token of text.split(' ')) {
    const bits = byWord.get(token)
    if (bits === undefined) continue
    for (let index = 0; index < locales.length; index += 1)
      if (bits & (1 << index)) best = Math.max(best, ++counts[index]!)
  }
  if (best < 2) return everyLanguage
  let likely = 0
  for (let index = 0; index < locales.length; index += 1) if (counts[index]! >= best - 1) likely |= 1 << index
  return likely & KIN ? likely | KIN : likely
}
