/**
 * `npm test`: types, lint, unit and integration tests, the cluster stage (nginx, three instances, Redis), and the
 * end-to-end suites against one fresh build.
 * Two lanes run side by side: typecheck, lint, unit and integration, then cluster in one; the build, then the
 * end-to-end suites in the other. The end-to-end suites start once the unit stage has ended, since those two
 * time each other out on two cores; the cluster stage mostly waits on its processes and shares the cores with
 * them (docs/testing.md). Each stage's output is printed whole when it ends.
 * Every stage runs even when an earlier one fails, so one run shows everything that is wrong; the exit code is
 * non-zero when any stage failed, and the last line counts the tests that ran.
 */
import { spawn } from 'node:child_process'
import { createWriteStream, mkdirSync, readFileSync, rmSync } from 'node:fs'

// Not under test-results/: Playwright empties that folder when it starts.
const reports = 'test-reports'
rmSync(reports, { recursive: true, force: true })
mkdirSync(reports, { recursive: true })

interface Stage {
  name: string
  command: string
  env?: Record<string, string>
  /** A stage that must pass first; when it fails, this one is skipped. */
  needs?: string
  /** A stage of the other lane that must have ended first (pass or fail), so the two never overlap. */
  after?: string
}

const lanes: Stage[][] = [
  [
    { name: 'typecheck', command: 'npm run typecheck' },
    { name: 'lint', command: 'npm run lint' },
    {
      name: 'unit and integration',
      command: `vitest run --reporter=default --reporter=json --outputFile.json=${reports}/vitest.json`,
    },
    {
      name: 'cluster',
      command: `vitest run --config vitest.cluster.config.ts --reporter=default --reporter=json --outputFile.json=${reports}/cluster.json`,
    },
  ],
  [
    { name: 'build', command: 'npm run build' },
    {
      name: 'end-to-end',
      command: 'playwright test --reporter=list,json',
      env: { PLAYWRIGHT_JSON_OUTPUT_NAME: `${reports}/playwright.json` },
      needs: 'build',
      after: 'unit and integration',
    },
  ],
]
const stages = lanes.flat()

const failed = new Set<string>()
const seconds = new Map<string, number>()
const ended = new Map<string, { promise: Promise<void>; resolve: () => void }>(
  stages.map((stage) => {
    let resolve = () => {}
    const promise = new Promise<void>((done) => (resolve = done))
    return [stage.name, { promise, resolve }]
  }),
)
const started = Date.now()
await Promise.all(lanes.map(runLane))

const counts = { passed: 0, failed: 0, skipped: 0, flaky: 0 }
addVitest(`${reports}/vitest.json`)
addVitest(`${reports}/cluster.json`)
addPlaywright(`${reports}/playwright.json`)

console.log('')
for (const stage of stages) {
  const took = seconds.has(stage.name) ? `${seconds.get(stage.name)} s` : 'skipped'
  console.log(`${failed.has(stage.name) ? 'FAIL' : 'ok  '} ${stage.name.padEnd(22)} ${took}`)
}
console.log(`Wall time: ${Math.round((Date.now() - started) / 1000)} s`)
if (counts.passed + counts.failed === 0) failed.add('no tests ran')
if (counts.flaky > 0)
  console.log(`Flaky: ${counts.flaky} end-to-end tests passed only on their retry (listed above)`)
console.log(`Tests: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`)
process.exit(failed.size > 0 ? 1 : 0)

async function runLane(lane: Stage[]): Promise<void> {
  for (const stage of lane) {
    if (stage.after) await ended.get(stage.after)?.promise
    if (stage.needs && failed.has(stage.needs)) {
      console.log(`\n== ${stage.name}: skipped, ${stage.needs} failed`)
      failed.add(stage.name)
      ended.get(stage.name)?.resolve()
      continue
    }
    console.log(`\n== ${stage.name}: started`)
    const stageStarted = Date.now()
    const { status, output } = await run(stage)
    const took = Math.round((Date.now() - stageStarted) / 1000)
    seconds.set(stage.name, took)
    if (status !== 0) failed.add(stage.name)
    ended.get(stage.name)?.resolve()
    const verdict = status === 0 ? 'ok' : 'FAILED'
    console.log(`\n== ${stage.name} (${verdict}, ${took} s): ${stage.command}\n${output.trimEnd()}`)
  }
}

/** Runs a stage with its output kept apart (and in test-reports/<stage>.log), so two lanes never interleave. */
function run(stage: Stage): Promise<{ status: number | null; output: string }> {
  const log = createWriteStream(`${reports}/${stage.name.replaceAll(' ', '-')}.log`)
  const chunks: Buffer[] = []
  const child = spawn(stage.command, {
    stdio: ['ignore', 'pipe', 'pipe'],
    shell: true,
    env: { ...process.env, ...stage.env },
  })
  for (const stream of [child.stdout, child.stderr]) {
    stream.on('data', (chunk: Buffer) => {
      chunks.push(chunk)
      log.write(chunk)
    })
  }
  return new Promise((resolve) => {
    child.once('close', (status) => {
      log.end()
      resolve({ status, output: Buffer.concat(chunks).toString('utf8') })
    })
  })
}

function addVitest(file: string): void {
  const report = readJson(file) as {
    numPassedTests: number
    numFailedTests: number
    numPendingTests: number
    numTodoTests: number
  } | null
  if (!report) return
  counts.passed += report.numPassedTests
  counts.failed += report.numFailedTests
  counts.skipped += report.numPendingTests + report.numTodoTests
}

function addPlaywright(file: string): void {
  const report = readJson(file) as {
    stats: { expected: number; unexpected: number; flaky: number; skipped: number }
  } | null
  if (!report) return
  counts.passed += report.stats.expected + report.stats.flaky
  counts.flaky += report.stats.flaky
  counts.failed += report.stats.unexpected
  counts.skipped += report.stats.skipped
}

function readJson(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8'))
  } catch {
    return null
  }
}
