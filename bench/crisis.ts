/**
 * `node bench/crisis.ts`: the crisis detector on its labelled corpus and on the held-out messages it was
 * never tuned on: recall and false-positive rate per language, recall per class, and the time per message.
 * Prints a Markdown section (part of `npm run bench`).
 */
import { locales } from '../core/i18n/locales.ts'
import { crisisClasses } from '../core/safety/corpus/corpus.ts'
import { heldOut } from '../core/safety/corpus/heldOut/index.ts'
import { corpora } from '../core/safety/corpus/index.ts'
import { detectCrisis } from '../core/safety/detectCrisis.ts'
import { measure, type Measurement } from '../core/safety/measure.ts'

const percent = (part: number, whole: number) => (whole === 0 ? '–' : `${((100 * part) / whole).toFixed(1)}%`)

const corpus = locales.map((locale) => measure(corpora[locale]))
const held = locales.map((locale) => measure(heldOut[locale]))
const total = (results: Measurement[]): Measurement => ({
  crisis: results.reduce((n, r) => n + r.crisis, 0),
  detected: results.reduce((n, r) => n + r.detected, 0),
  ordinary: results.reduce((n, r) => n + r.ordinary, 0),
  falsePositives: results.reduce((n, r) => n + r.falsePositives, 0),
  byClass: Object.fromEntries(
    crisisClasses.map((name) => [
      name,
      {
        total: results.reduce((n, r) => n + r.byClass[name].total, 0),
        detected: results.reduce((n, r) => n + r.byClass[name].detected, 0),
      },
    ]),
  ) as Measurement['byClass'],
  missed: results.flatMap((r) => r.missed),
  falselyFlagged: results.flatMap((r) => r.falselyFlagged),
})

const row = (name: string, c: Measurement, h: Measurement) =>
  `| ${name} | ${c.crisis}/${c.ordinary} | ${percent(c.detected, c.crisis)} | ${percent(c.falsePositives, c.ordinary)} | ${h.crisis}/${h.ordinary} | ${percent(h.detected, h.crisis)} | ${percent(h.falsePositives, h.ordinary)} |`

const messages = locales.flatMap((locale) =>
  [heldOut[locale], corpora[locale]].flatMap((set) =>
    [...Object.values(set.crisis), ...Object.values(set.ordinary)].flat(),
  ),
)
const rounds = 20
const started = performance.now()
for (let round = 0; round < rounds; round += 1) for (const message of messages) detectCrisis(message)
const perMessageUs = ((performance.now() - started) * 1000) / (rounds * messages.length)

const all = { corpus: total(corpus), held: total(held) }
console.log(
  [
    '## Crisis detector',
    '',
    'Targets: corpus recall ≥ 95% and false positives ≤ 5% per language; held-out (never tuned on) recall ≥ 90%, false positives ≤ 5%.',
    '',
    '| language | corpus crisis/ordinary | corpus recall | corpus FP | held-out crisis/ordinary | held-out recall | held-out FP |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...locales.map((locale, index) => row(locale, corpus[index]!, held[index]!)),
    row('**all**', all.corpus, all.held),
    '',
    '| crisis class | corpus recall | held-out recall |',
    '| --- | ---: | ---: |',
    ...crisisClasses.map(
      (name) =>
        `| ${name} | ${percent(all.corpus.byClass[name].detected, all.corpus.byClass[name].total)} | ${percent(all.held.byClass[name].detected, all.held.byClass[name].total)} |`,
    ),
    '',
    `Time per message: ${perMessageUs.toFixed(1)} µs (${messages.length} messages × ${rounds}).`,
    '',
    'Held-out false positives:',
    ...all.held.falselyFlagged.map((message) => `- ${message}`),
    '',
  ].join('\n'),
)
