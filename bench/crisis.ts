/**
 * `node bench/crisis.ts`: the crisis detector on its labelled corpus and on each blind set (measured blind once
 * when written, tuned on since): recall and false-positive rate per language, recall per class, and the time per
 * message.
 * Prints a Markdown section (part of `npm run bench`).
 */
import { locales } from '../core/i18n/locales.ts'
import { crisisClasses, type Corpus } from '../core/safety/corpus/corpus.ts'
import { blindSets } from '../core/safety/corpus/blind.ts'
import { corpora } from '../core/safety/corpus/index.ts'
import { detectCrisis } from '../core/safety/detectCrisis.ts'
import { measure, total, type Measurement } from '../core/safety/measure.ts'

const percent = (part: number, whole: number) => (whole === 0 ? '–' : `${((100 * part) / whole).toFixed(1)}%`)

const sets: { name: string; data: Readonly<Record<string, Corpus>> }[] = [
  { name: 'corpus', data: corpora },
  ...blindSets,
]
const results = sets.map((set) => locales.map((locale) => measure(set.data[locale]!)))
const totals = results.map(total)

const cell = (m: Measurement) =>
  `${m.crisis}/${m.ordinary} | ${percent(m.detected, m.crisis)} | ${percent(m.falsePositives, m.ordinary)}`

const messages = sets.flatMap((set) =>
  locales.flatMap((locale) => {
    const data = set.data[locale]!
    return [...Object.values(data.crisis), ...Object.values(data.ordinary)].flat()
  }),
)
const rounds = 20
const started = performance.now()
for (let round = 0; round < rounds; round += 1) for (const message of messages) detectCrisis(message)
const perMessageUs = ((performance.now() - started) * 1000) / (rounds * messages.length)

const names = sets.map((set) => set.name)
console.log(
  [
    '## Crisis detector',
    '',
    'Targets: corpus recall ≥ 95% and false positives ≤ 5% per language; unseen messages recall ≥ 90%, false positives ≤ 5% (the blind sets were measured blind once, and tuned on since). Each cell: crisis/ordinary messages | recall | false positives.',
    '',
    `| language | ${names.map((name) => `${name} n | recall | FP`).join(' | ')} |`,
    `| --- | ${names.map(() => '---: | ---: | ---:').join(' | ')} |`,
    ...locales.map((locale, index) => `| ${locale} | ${results.map((r) => cell(r[index]!)).join(' | ')} |`),
    `| **all** | ${totals.map(cell).join(' | ')} |`,
    '',
    `| crisis class | ${names.join(' | ')} |`,
    `| --- | ${names.map(() => '---:').join(' | ')} |`,
    ...crisisClasses.map(
      (name) =>
        `| ${name} | ${totals.map((t) => percent(t.byClass[name].detected, t.byClass[name].total)).join(' | ')} |`,
    ),
    '',
    `Time per message: ${perMessageUs.toFixed(1)} µs (${messages.length} messages × ${rounds}).`,
    '',
    ...sets
      .slice(1)
      .flatMap((set, index) => [
        `${set.name}: missed`,
        ...totals[index + 1]!.missed.map((message) => `- ${message}`),
        `${set.name}: false positives`,
        ...totals[index + 1]!.falselyFlagged.map((message) => `- ${message}`),
        '',
      ]),
  ].join('\n'),
)
