/**
 * `node bench/widget.ts` (after `npm run build`): the size of dist/widget/widget.js against its budget, and
 * Lighthouse (mobile, then desktop) on a partner page on another origin that embeds it, served with the
 * proxy (offline persona) on free local ports. Prints a Markdown section.
 */
import { readFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { resolve } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import desktopConfig from 'lighthouse/core/config/desktop-config.js'
import { startServer } from '../proxy/server.ts'
import { chromiumPath, lighthouseChromeFlags } from '../e2e/chromium.ts'

const BUDGET_GZIP_BYTES = 25 * 1024

const bundle = readFileSync('dist/widget/widget.js')
const gzip = gzipSync(bundle, { level: 9 }).length
const brotli = brotliCompressSync(bundle, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length

const lines = [
  '## Widget',
  '',
  '| widget.js | bytes | KB |',
  '| --- | ---: | ---: |',
  ...[
    ['raw', bundle.length],
    ['gzip -9', gzip],
    ['brotli 11', brotli],
  ].map(([name, bytes]) => `| ${name} | ${bytes} | ${(Number(bytes) / 1024).toFixed(1)} |`),
  '',
  `Budget: ${(BUDGET_GZIP_BYTES / 1024).toFixed(0)} KB gzipped: **${gzip <= BUDGET_GZIP_BYTES ? 'pass' : 'FAIL'}**.`,
  '',
]

const partner = await listen(createServer())
const partnerOrigin = `http://127.0.0.1:${(partner.address() as AddressInfo).port}`
const proxy = await startServer({
  PORT: '0',
  HOST: '127.0.0.1',
  STATIC_DIR: resolve('dist'),
  ALLOWED_ORIGINS: partnerOrigin,
  LOG_LEVEL: 'error',
})
partner.on('request', (_request, response) => {
  response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'max-age=600' })
  response.end(partnerPage(proxy.url))
})

const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath,
  chromeFlags: lighthouseChromeFlags,
})
try {
  lines.push(`Lighthouse on a partner page (${partnerOrigin}) embedding widget.js from ${proxy.url}:`, '')
  lines.push(
    '| preset | performance | accessibility | best practices | LCP | TBT | CLS |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
  )
  for (const [preset, config] of [
    ['mobile', undefined],
    ['desktop', desktopConfig],
  ] as const) {
    const result = await lighthouse(
      `${partnerOrigin}/`,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
      },
      config,
    )
    const lhr = result?.lhr
    if (!lhr) throw new Error('Lighthouse returned no result')
    const score = (id: string) => lhr.categories[id]?.score?.toFixed(2) ?? 'n/a'
    const audit = (id: string) => lhr.audits[id]?.displayValue ?? 'n/a'
    lines.push(
      `| ${preset} | ${score('performance')} | ${score('accessibility')} | ${score('best-practices')} | ${audit('largest-contentful-paint')} | ${audit('total-blocking-time')} | ${audit('cumulative-layout-shift')} |`,
    )
    const failing = Object.values(lhr.audits).filter(
      (item) => item.score !== null && item.score < 1 && item.scoreDisplayMode === 'binary',
    )
    if (preset === 'mobile' && failing.length > 0) {
      lines.push('', `Mobile audits not passed: ${failing.map((item) => item.id).join(', ')}`, '')
    }
  }
  lines.push('', 'Targets: performance 1.0, accessibility 1.0 (mobile).')
} finally {
  chrome.kill()
  await proxy.close()
  partner.close()
}

console.log(lines.join('\n'))
process.exit(gzip <= BUDGET_GZIP_BYTES ? 0 : 1)

function listen(server: Server): Promise<Server> {
  return new Promise((done) => server.listen(0, '127.0.0.1', () => done(server)))
}

function partnerPage(widgetOrigin: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Partner page with the chat</title>
<meta name="description" content="A partner page that embeds the companion chat widget.">
<style>body{margin:0;padding:16px;font:16px/1.5 system-ui,sans-serif;color:#1f1f29}companion-chat{max-width:480px;height:560px}</style>
<script src="${widgetOrigin}/widget.js" async></script>
</head>
<body>
<main>
<h1>Partner page</h1>
<p>The chat below is loaded from another origin.</p>
<companion-chat reply-delay="0"></companion-chat>
</main>
</body>
</html>`
}
