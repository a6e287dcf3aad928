/**
 * `npm run bench`: builds the bundles, then runs each benchmark in its own process, one after another
 * (they share two cores, so running them together would skew every figure). The combined report is
 * printed and saved to bench/results/latest.md.
 */
import { spawnSync } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'

const benches = ['bench/proxy.ts', 'bench/memory.ts', 'bench/widget.ts', 'bench/site.ts', 'bench/crisis.ts']
const only = process.argv.slice(2)

const build = spawnSync('npm run build', { stdio: 'inherit', shell: true })
if (build.status !== 0) process.exit(build.status ?? 1)

const sections: string[] = [`# Benchmarks (${new Date().toISOString()}, ${process.version})`]
let failures = 0
for (const file of benches.filter((f) => only.length === 0 || only.some((o) => f.includes(o)))) {
  console.error(`\n== ${file}`)
  const run = spawnSync(process.execPath, ['--expose-gc', file], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  process.stdout.write(run.stdout)
  sections.push(run.stdout.trim())
  if (run.status !== 0) {
    failures += 1
    sections.push(`(${file} exited with ${run.status})`)
  }
}

mkdirSync('bench/results', { recursive: true })
writeFileSync('bench/results/latest.md', sections.join('\n\n') + '\n')
console.error('\nSaved bench/results/latest.md')
process.exit(failures > 0 ? 1 : 0)
