import { describe, expect, it } from 'vitest'
import { detectCrisis, detectWith } from '../detectCrisis.ts'
import { normalise } from '../normalise.ts'
import { features, SIZE } from './features.ts'
import { stemNames } from './stems.ts'
import { decode, score } from './model.ts'
import { likelyLanguages } from '../languages.ts'
import { readData } from '../../../tools/crisis/data.ts'
import { namesOf, readable } from '../../../tools/crisis/examples.ts'
import { encode, train } from '../../../tools/crisis/train.ts'
import { weights } from './weights.ts'

const rulesOnly = (message: string) => detectWith(message, () => -Infinity)

describe('the crisis model', () => {
  it('trains the same weights twice from the same examples', () => {
    const examples = [
      { text: 'i want to die tonight', concepts: ['dying', 'time'], crisis: true },
      { text: 'leg day killed me', concepts: [], crisis: false },
      { text: 'i wrote goodbye letters', concepts: ['farewell'], crisis: true },
      { text: 'i am on a cut', concepts: [], crisis: false },
    ]
    expect(encode(train(examples))).toBe(encode(train(examples)))
  })

  it('keeps its weights through encode and decode', () => {
    const model = decode(weights)
    expect(encode(model)).toBe(weights)
    expect(model.weights).toHaveLength(SIZE)
  })

  it('reads inflections and typos of a word through shared letter pieces', () => {
    const shared = (a: string, b: string) => features(a).filter((slot) => features(b).includes(slot)).length
    expect(shared('tabletten', 'tabletter')).toBeGreaterThan(0)
    expect(shared('umbringen', 'umbringe')).toBeGreaterThan(0)
    expect(shared('tabletten', 'laufen')).toBe(0)
    for (const slot of features('ich will nicht mehr | morgen', ['self']))
      expect(slot >= 0 && slot < SIZE).toBe(true)
  })

  it('names the stem meanings of any language, and their pairs within a sentence', () => {
    expect(stemNames(normalise('sunday is my last day alive'))).toContain('last+living')
    expect(stemNames(normalise('ich wollte nur danke sagen bevor ich sterbe'))).toContain('dying')
    expect(stemNames(normalise('hyvästi, kun mä kuolen'))).toContain('dying+farewell')
    expect(stemNames(normalise('alla skulle ha det bättre utan mig'))).toContain('withoutMe')
    expect(stemNames(normalise('the last one | to die'))).not.toContain('dying+last')
  })

  it('scores a crisis above an ordinary message', () => {
    const model = decode(weights)
    const read = (text: string) => score(model, normalise(text), stemNames(normalise(text)))
    expect(read('i wrote goodbye letters to everyone')).toBeGreaterThan(
      read('i wrote a shopping list for everyone'),
    )
  })
})

describe('detectCrisis with the model', () => {
  it(
    "gives the model the names it was trained on (namesOf), read on the rules' own pass",
    { timeout: 120_000 },
    () => {
      let compared = 0
      const ordinary = readData().filter(
        (m) => m.label === 'ordinary' && m.role === 'train' && (m.language === 'de' || m.language === 'sv'),
      )
      for (const { text: message } of ordinary) {
        let given: readonly string[] | undefined
        let read = ''
        detectWith(message, (text, names) => {
          given = names
          read = text
          return -Infinity
        })
        if (given === undefined) continue // the rules fired: the model is not asked
        // The text as read: the message, or without its asides when a rule's finding was set aside.
        const text = readable(message)
        expect([...given].sort(), message).toEqual(namesOf(read, likelyLanguages(text)).sort())
        compared += 1
      }
      expect(compared).toBeGreaterThan(300)
    },
  )

  it('reads indirect crisis wording the rules miss', () => {
    for (const message of ['ho già scelto il ponte', 'en jaksa enää, huomenna kaikki on ohi']) {
      expect(rulesOnly(message), message).toBeUndefined()
      expect(detectCrisis(message), message).toBeDefined()
    }
  })

  it('fires on indirect phrasing, method and farewell cues in several languages', () => {
    for (const message of [
      'everyone would honestly be better off without me around',
      'ich hab schon abschiedsbriefe an alle geschrieben',
      "j'ai écrit des lettres d'adieu pour ma famille",
      'vorrei addormentarmi e non svegliarmi mai più',
      'he comprado ibuprofeno de sobra para no despertar',
      'ik heb de pillen al klaargelegd voor vannacht',
      'jag har sparat tabletter i veckor nu',
      'jeg har skrevet brev til alle jeg er glad i, i morgen er jeg borte',
      'i aften tager jeg alle pillerne på en gang',
      'kirjotin jo jäähyväiskirjeet',
    ])
      expect(detectCrisis(message), message).toBeDefined()
  })

  it('lets false friends and everyday chat through in several languages', () => {
    for (const message of [
      'did suicides at practice and my legs are dead',
      'ich bin auf diät, also im cut gerade',
      'je me suis coupé en me rasant ce matin',
      'leg day mi ha ucciso oggi',
      'mataría por una pizza ahora mismo',
      'ik ga dood van het lachen 😂',
      'jag dog av skratt',
      'beindagen tok livet av meg haha',
      'jeg er død af grin',
      'jalkapäivä tappo mut',
      'my grandpa died last year and I still miss him',
      'I want to go for a run tonight',
      'can you help me with my diet',
      'bye, see you tomorrow',
    ])
      expect(detectCrisis(message), message).toBeUndefined()
  })
})
