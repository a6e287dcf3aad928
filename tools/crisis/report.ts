import { locales } from '../../core/i18n/locales.ts'
import { detectCrisis } from '../../core/safety/detectCrisis.ts'
import { THRESHOLD } from '../../core/safety/model/index.ts'
import { score } from '../../core/safety/model/model.ts'
import { readData, setNames, withRole, type Labelled } from './data.ts'
import { exampleOf, examplesOf, readable } from './examples.ts'
import { leaveOneOut } from './leaveOneOut.ts'
import { measure, perLanguage, type Detector, type Measurement } from './measure.ts'
import { train } from './train.ts'

const percent = (part: number, whole: number) => (whole === 0 ? '–' : `${((100 * part) / whole).toFixed(1)}%`)
const cells = (m: Measurement) =>
  `${m.crisis}/${m.ordinary} | ${percent(m.detected, m.crisis)} | ${percent(m.falsePositives, m.ordinary)}`

const isCrisisClass = (data: readonly Labelled[], name: string) =>
  data.some((message) => message.class === name && message.label === 'crisis')

/** Per language (n, recall, false positives), then per class, for one or more detectors on the same messages. */
function tables(
  data: readonly Labelled[],
  detectors: readonly { name: string; detect: Detector }[],
): string[] {
  const measured = detectors.map(({ detect }) => perLanguage(data, detect))
  const all = measured.map((rows) => rows.at(-1)!.result)
  const heads = detectors.map(({ name }) => `${name} n | ${name} recall | ${name} FP`)
  return [
    `| language | ${heads.join(' | ')} |`,
    `| --- |${' ---: | ---: | ---: |'.repeat(detectors.length)}`,
    ...measured[0]!.map(
      (row, index) =>
        `| ${row.language} | ${measured.map((rows) => cells(rows[index]!.result)).join(' | ')} |`,
    ),
    '',
    `| class | ${detectors.map(({ name }) => name).join(' | ')} |`,
    `| --- |${' ---: |'.repeat(detectors.length)}`,
    ...Object.keys(all[0]!.byClass).flatMap((name) =>
      all[0]!.byClass[name]!.total === 0
        ? []
        : [
            `| ${name} (${isCrisisClass(data, name) ? 'recall' : 'FP'}) | ${all
              .map((m) => percent(m.byClass[name]!.fired, m.byClass[name]!.total))
              .join(' | ')} |`,
          ],
    ),
    `| someone else's crisis (answered) | ${all.map((m) => percent(m.concernFired, m.concern)).join(' | ')} |`,
    '',
  ]
}

/** The time detectCrisis takes per message, over the messages given, after one pass to warm up. */
export function timePerMessage(data: readonly Labelled[], rounds = 20): number {
  const texts = data.map((message) => message.text)
  for (const text of texts) detectCrisis(text)
  const started = performance.now()
  for (let round = 0; round < rounds; round += 1) for (const text of texts) detectCrisis(text)
  return ((performance.now() - started) * 1000) / (rounds * texts.length)
}

/** The model alone, trained on every language but one, on that language's messages: what a language without data gets. */
function leaveOneLanguageOut(training: readonly Labelled[], measured: readonly Labelled[]): string[] {
  const rows = locales.map((language) => {
    const model = train(examplesOf(training.filter((message) => message.language !== language)))
    const alone: Detector = (message) => {
      const { text, concepts } = exampleOf(readable(message), false)
      return score(model, text, concepts) > THRESHOLD ? { language: 'en', matched: text } : undefined
    }
    const own = measured.filter((message) => message.language === language)
    return `| ${language} | ${cells(measure(own, alone))} |`
  })
  return ['| language left out | n | model recall | model FP |', '| --- | ---: | ---: | ---: |', ...rows, '']
}

export interface ReportOptions {
  /** Also measure this frozen test set (a set of the test role): do this once per set, with the final detector. */
  readonly test?: string | undefined
  /** Leave each training set out in turn (slow: one training per set). */
  readonly leaveOut?: boolean
  /** Leave each language out in turn, measured on the dev messages (one training per language). */
  readonly languages?: boolean
}

/** The detector's figures as Markdown: per role, then as asked, leave-one-set-out and leave-one-language-out. */
export function report(options: ReportOptions = {}): string {
  const data = readData()
  const frozen = withRole(data, 'test').filter((message) => message.set === options.test)
  if (options.test !== undefined && frozen.length === 0)
    throw new Error(`no test set named ${options.test}: ${setNames(withRole(data, 'test')).join(', ')}`)
  const training = withRole(data, 'train')
  const lines = ['## Crisis detector', '']
  for (const role of ['train', 'dev', 'test'] as const) {
    const part = role === 'test' ? frozen : withRole(data, role)
    if (part.length === 0) continue
    lines.push(
      `### Role ${role}: ${setNames(part).join(', ')}`,
      '',
      ...tables(part, [{ name: 'detector', detect: detectCrisis }]),
    )
  }
  const timed = withRole(data, 'train', 'dev')
  lines.push(`Time per message: ${timePerMessage(timed).toFixed(1)} µs (${timed.length} messages × 20).`, '')
  if (options.leaveOut) {
    const leftOut = leaveOneOut(training)
    const pooled = (pick: (set: (typeof leftOut)[number]) => Detector) => {
      const byText = new Map<string, Detector>()
      for (const set of leftOut) for (const message of set.data) byText.set(message.text, pick(set))
      return (message: string) => byText.get(message)!(message)
    }
    lines.push(
      '### Leave one set out',
      '',
      `Each of the ${leftOut.length} training sets measured with a model trained on the other ${leftOut.length - 1}, pooled. "detector" is the pre-filter, the rules, the model and the post-filter; "model" is the model alone.`,
      '',
      ...tables(training, [
        { name: 'detector', detect: pooled((set) => set.detector) },
        { name: 'model', detect: pooled((set) => set.model) },
      ]),
    )
  }
  if (options.languages) {
    lines.push(
      '### Leave one language out',
      '',
      'The model alone, trained on the other nine languages, on the dev messages of the language left out.',
      '',
      ...leaveOneLanguageOut(training, withRole(data, 'dev')),
    )
  }
  return lines.join('\n')
}
