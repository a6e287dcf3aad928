/**
 * `node bench/siteTasks.ts [runs] [route] [slowdown]` (after `npm run build`): the main-thread tasks of one
 * page load in Chromium with its CPU slowed down (4× by default, as Lighthouse's mobile preset simulates),
 * from a performance trace. Prints, per run, every task of 5 ms or more from navigation to quiet, with what
 * it spent on script, style and layout, and the total blocking time those tasks make (the part of each over
 * 50 ms). Lighthouse only simulates the slow CPU, so on a loaded machine this shows the long tasks more
 * reliably than its TBT; see docs/performance.md#the-content-site.
 */
import { writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { chromium } from 'playwright'
import { startServer } from '../proxy/server.ts'
import { chromiumArgs, chromiumPath } from '../e2e/chromium.ts'

const runs = Number(process.argv[2] ?? 3)
const route = process.argv[3] ?? '/'
const slowdown = Number(process.argv[4] ?? 4)
const LISTED_MS = 5

interface TraceEvent {
  name: string
  cat: string
  ph: string
  ts: number
  dur?: number
  pid: number
  tid: number
  args?: { name?: string; data?: { frame?: string; url?: string; functionName?: string } }
}

const proxy = await startServer({
  PORT: '0',
  HOST: '127.0.0.1',
  STATIC_DIR: resolve(process.env.STATIC_DIR ?? 'dist'),
  LOG_LEVEL: 'error',
})
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
try {
  for (let run = 1; run <= runs; run += 1) {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
    })
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown })
    await browser.startTracing(page, {
      categories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'toplevel',
        'blink.user_timing',
        'loading',
        ...(process.env.TRACE_V8 ? ['v8', 'disabled-by-default-v8.compile'] : []),
      ],
    })
    await page.goto(`${proxy.url}${route}`, { waitUntil: 'load' })
    // The chat's code and its effects follow the load: give them time to run and the page to go quiet.
    await page.waitForTimeout(3000)
    const buffer = await browser.stopTracing()
    if (process.env.TRACE_OUT) writeFileSync(`${process.env.TRACE_OUT}-${run}.json`, buffer)
    await context.close()
    report(run, (JSON.parse(buffer.toString()) as { traceEvents: TraceEvent[] }).traceEvents)
  }
} finally {
  await browser.close()
  await proxy.close()
}
process.exit(0)

function report(run: number, events: TraceEvent[]): void {
  const main = events.find(
    (event) =>
      event.name === 'thread_name' &&
      event.args?.name === 'CrRendererMain' &&
      events.some((other) => other.pid === event.pid && other.name === 'firstContentfulPaint'),
  )
  if (!main) {
    console.log(`Run ${run}: no renderer main thread with a first contentful paint in the trace`)
    return
  }
  const onMain = events.filter((event) => event.pid === main.pid && event.tid === main.tid)
  const start = onMain.find((event) => event.name === 'navigationStart')?.ts ?? onMain[0]?.ts ?? 0
  const at = (ts: number) => ((ts - start) / 1000).toFixed(0)
  const fcp = onMain.find((event) => event.name === 'firstContentfulPaint')
  const lcp = onMain.filter((event) => event.name === 'largestContentfulPaint::Candidate').at(-1)
  const tasks = onMain.filter(
    (event) => event.name === 'RunTask' && event.ph === 'X' && (event.dur ?? 0) >= LISTED_MS * 1000,
  )
  // The time a task spent inside events of these names, nested ones counted once.
  const within = (task: TraceEvent, names: string[]) => {
    const spans = onMain
      .filter(
        (event) =>
          names.includes(event.name) &&
          event.ph === 'X' &&
          event.ts >= task.ts &&
          event.ts < task.ts + (task.dur ?? 0),
      )
      .map((event) => [event.ts, event.ts + (event.dur ?? 0)] as const)
      .sort((a, b) => a[0] - b[0])
    let total = 0
    let end = 0
    for (const [from, to] of spans) {
      if (to <= end) continue
      total += to - Math.max(from, end)
      end = to
    }
    return total / 1000
  }
  let blocking = 0
  const lines = tasks.map((task) => {
    const ms = (task.dur ?? 0) / 1000
    blocking += Math.max(0, ms - 50)
    const script = within(task, [
      'EvaluateScript',
      'v8.evaluateModule',
      'v8.compile',
      'FunctionCall',
      'TimerFire',
      'FireAnimationFrame',
      'EventDispatch',
      'RunMicrotasks',
      'V8.GCScavenger',
    ])
    const style = within(task, ['UpdateLayoutTree', 'RecalculateStyles'])
    const layout = within(task, ['Layout'])
    const paint = within(task, ['Paint', 'PrePaint', 'Layerize', 'UpdateLayer'])
    const what = onMain.find(
      (event) =>
        [
          'EvaluateScript',
          'v8.evaluateModule',
          'FunctionCall',
          'TimerFire',
          'FireAnimationFrame',
          'EventDispatch',
          'RunMicrotasks',
          'ParseHTML',
          'Layout',
          'Paint',
        ].includes(event.name) &&
        event.ts >= task.ts &&
        event.ts < task.ts + (task.dur ?? 0),
    )
    const where = what?.args?.data?.functionName || what?.args?.data?.url?.split('/').pop() || ''
    return `  ${at(task.ts).padStart(5)} ms  ${ms.toFixed(0).padStart(4)} ms  script ${script.toFixed(0)}, style ${style.toFixed(0)}, layout ${layout.toFixed(0)}, paint ${paint.toFixed(0)}  (${what?.name ?? '?'} ${where})`
  })
  console.log(
    `Run ${run}: FCP ${fcp ? at(fcp.ts) : '?'} ms, last LCP candidate ${lcp ? at(lcp.ts) : '?'} ms, ` +
      `${tasks.length} task(s) ≥ ${LISTED_MS} ms, blocking ${blocking.toFixed(0)} ms\n  start     length\n${lines.join('\n')}`,
  )
}
