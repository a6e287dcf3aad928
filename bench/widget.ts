/**
 * `node bench/widget.ts` (after `npm run build`): the size of dist/widget/widget.js against its budget (and of
 * the extras file it loads on demand), and
 * Lighthouse (mobile, then desktop) on partner pages on another origin that embed it inline and as a
 * bubble, served with the proxy (offline persona) on free local ports. Prints a Markdown section.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { resolve } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import desktopConfig from 'lighthouse/core/config/desktop-config.js'
import { startServer } from '../proxy/server.ts'
import { chromiumPath, lighthouseChromeFlags } from '../e2e/chromium.ts'

const BUDGET_GZIP_BYTES = 22 * 1024

const bundle = readFileSync('dist/widget/widget.js')
const gzip = gzipSync(bundle, { level: 9 }).length
const brotli = brotliCompressSync(bundle, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length

// The extras (menu list, age gate, popup dialog, greeting preview) load on demand, outside the budget.
const extrasFile = readdirSync('dist/widget').find((name) => /^widget-extras\.[\w-]+\.js$/.test(name))
const extras = extrasFile ? gzipSync(readFileSync(`dist/widget/${extrasFile}`), { level: 9 }).length : 0

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
  `On demand (${extrasFile ?? 'no extras file'}): ${extras} bytes gzip -9.`,
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
partner.on('request', (request, response) => {
  response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'max-age=600' })
  response.end(partnerPage(proxy.url, request.url === '/bubble' ? 'bubble' : 'inline'))
})

const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath,
  chromeFlags: lighthouseChromeFlags,
})
try {
  lines.push(`Lighthouse on a partner page (${partnerOrigin}) embedding widget.js from ${proxy.url}:`, '')
  lines.push(
    '| page | preset | performance | accessibility | best practices | LCP | TBT | CLS |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |',
  )
  for (const [page, preset, config] of [
    ['inline', 'mobile', undefined],
    ['inline', 'desktop', desktopConfig],
    ['bubble', 'mobile', undefined],
    ['bubble', 'desktop', desktopConfig],
  ] as const) {
    const result = await lighthouse(
      `${partnerOrigin}/${page === 'bubble' ? 'bubble' : ''}`,
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
      `| ${page} | ${preset} | ${score('performance')} | ${score('accessibility')} | ${score('best-practices')} | ${audit('largest-contentful-paint')} | ${audit('total-blocking-time')} | ${audit('cumulative-layout-shift')} |`,
    )
    const failing = Object.values(lhr.audits).filter(
      (item) => item.score !== null && item.score < 1 && item.scoreDisplayMode === 'binary',
    )
    if (preset === 'mobile' && failing.length > 0) {
      lines.push('', `Mobile audits not passed (${page}): ${failing.map((item) => item.id).join(', ')}`, '')
    }
  }
  lines.push('', 'Targets: performance, accessibility and best practices 1.0.')
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

function partnerPage(widgetOrigin: string, mode: 'inline' | 'bubble'): string {
  const chat =
    mode === 'bubble'
      ? '<companion-chat mode="bubble" reply-delay="0"></companion-chat>'
      : '<companion-chat reply-delay="0"></companion-chat>'
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Partner page with the chat</title>
<meta name="description" content="A partner page that embeds the companion chat widget.">
<style>body{margin:0;padding:16px;font:16px/1.5 system-ui,sans-serif;color:#1f1f29}companion-chat:not([mode]){max-width:480px;height:560px}</style>
<script src="${widgetOrigin}/widget.js" async></script>
</head>
<body>
<main>
<h1>Partner page</h1>
<p>The chat ${mode === 'bubble' ? 'waits in the corner' : 'below'} is loaded from another origin.</p>
${mode === 'bubble' ? '</main>' + chat : chat + '</main>'}
</body>
</html>`
}
