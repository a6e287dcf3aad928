/**
 * `npm test`: types, lint, unit and integration tests, the cluster stage (nginx, three instances, Redis), then the
 * end-to-end suites against fresh builds.
 * Every stage runs even when an earlier one fails, so one run shows everything that is wrong; the exit code
 * is non-zero when any stage failed, and the last line counts the tests that ran.
 */
import { spawnSync } from 'node:child_process'
import { mkdirSync, readFileSync, rmSync } from 'node:fs'

// Not under test-results/: Playwright empties that folder when it starts.
const reports = 'test-reports'
rmSync(reports, { recursive: true, force: true })
mkdirSync(reports, { recursive: true })

const stages: { name: string; command: string; env?: Record<string, string>; needs?: string }[] = [
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
  { name: 'build', command: 'npm run build' },
  {
    name: 'end-to-end',
    command: 'playwright test --reporter=list,json',
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: `${reports}/playwright.json` },
    needs: 'build',
  },
]

const failed = new Set<string>()
for (const stage of stages) {
  if (stage.needs && failed.has(stage.needs)) {
    console.log(`\n== ${stage.name}: skipped, ${stage.needs} failed`)
    failed.add(stage.name)
    continue
  }
  console.log(`\n== ${stage.name}: ${stage.command}`)
  const result = spawnSync(stage.command, {
    stdio: 'inherit',
    shell: true,
    env: { ...process.env, ...stage.env },
  })
  if (result.status !== 0) failed.add(stage.name)
}

const counts = { passed: 0, failed: 0, skipped: 0, flaky: 0 }
addVitest(`${reports}/vitest.json`)
addVitest(`${reports}/cluster.json`)
addPlaywright(`${reports}/playwright.json`)

console.log('')
for (const stage of stages) console.log(`${failed.has(stage.name) ? 'FAIL' : 'ok  '} ${stage.name}`)
if (counts.passed + counts.failed === 0) failed.add('no tests ran')
if (counts.flaky > 0)
  console.log(`Flaky: ${counts.flaky} end-to-end tests passed only on their retry (listed above)`)
console.log(`Tests: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`)
process.exit(failed.size > 0 ? 1 : 0)

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
