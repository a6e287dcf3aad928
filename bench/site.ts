/**
 * `node bench/site.ts` (after `npm run build`): Lighthouse with its default mobile settings (simulated slow 4G
 * and a 4× slower CPU) on the home page, the profile and one article, served from dist/ by the proxy with the
 * offline persona. Prints the four category scores per page as a Markdown section, each marked against its
 * target. Lighthouse's CPU figures scale with the machine's load, so a missed target is reported, not fatal; the
 * exit code is non-zero only when the benchmark could not run.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createServer } from 'node:net'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { chromiumPath, lighthouseChromeFlags } from '../e2e/chromium.ts'

const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const
const pages = [
  { path: '/', performanceTarget: 0.95 },
  { path: '/bio', performanceTarget: 1 },
  { path: '/blog/ai-dating-tips', performanceTarget: 1 },
]

if (!existsSync('dist/site/index.html')) {
  console.error('dist/site is missing: run `npm run build` first')
  process.exit(1)
}

const port = await freePort()
const proxy = startProxy(port)
let failures = 0
try {
  await waitForHealth(`http://127.0.0.1:${port}/healthz`)
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: lighthouseChromeFlags,
  })
  const rows: string[] = []
  try {
    for (const page of pages) {
      const scores = await audit(`http://127.0.0.1:${port}${page.path}`, chrome.port)
      const cells = categories.map((category) => {
        const score = scores[category] ?? 0
        const target = category === 'performance' ? page.performanceTarget : 1
        if (score < target) failures += 1
        return `${score.toFixed(2)} ${score >= target ? '✓' : `✗ (target ${target})`}`
      })
      rows.push(`| ${page.path} | ${cells.join(' | ')} |`)
    }
  } finally {
    await chrome.kill()
  }
  console.log(
    [
      '## Site: Lighthouse (mobile preset)',
      '',
      `Served by the proxy from dist/ (offline persona), Chromium ${chromiumPath}.`,
      '',
      `| Page | ${categories.join(' | ')} |`,
      `|---|${categories.map(() => '---').join('|')}|`,
      ...rows,
      '',
      failures === 0 ? 'All targets met.' : `${failures} score(s) below target.`,
    ].join('\n'),
  )
} finally {
  proxy.kill('SIGTERM')
}
// Lighthouse can leave idle handles behind; the report is out, so end here.
process.exit(0)

async function audit(
  url: string,
  port: number,
): Promise<Partial<Record<(typeof categories)[number], number>>> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...categories],
  })
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
  const { lhr } = result
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`)
  for (const audit of Object.values(lhr.audits)) {
    if (
      audit.score !== null &&
      audit.score < 1 &&
      audit.scoreDisplayMode !== 'informative' &&
      audit.scoreDisplayMode !== 'manual'
    ) {
      console.error(`  ${new URL(url).pathname}: ${audit.id} = ${audit.score} ${audit.displayValue ?? ''}`)
    }
  }
  return Object.fromEntries(categories.map((category) => [category, lhr.categories[category]?.score ?? 0]))
}

function startProxy(port: number): ChildProcess {
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' }
  delete env.OPENAI_API_KEY
  delete env.REDIS_URL
  return spawn(process.execPath, ['proxy/server.ts'], { env, stdio: ['ignore', 'ignore', 'inherit'] })
}

async function waitForHealth(url: string): Promise<void> {
  const deadline = Date.now() + 20_000
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`The proxy did not become healthy at ${url}`)
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      )
    })
  })
}
