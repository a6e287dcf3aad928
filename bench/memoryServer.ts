/**
 * The proxy as bench/memory.ts measures it: started exactly as `npm start` starts it (startServer, from the
 * environment it is given), plus an IPC handler that forces a GC and reports the process's memory.
 * Its logs go to stdout as in production; it sends `{ ready: URL }` over IPC when listening.
 */
import { startServer } from '../proxy/server.ts'

const running = await startServer()
process.on('message', () => {
  globalThis.gc?.()
  const { rss, heapUsed, heapTotal } = process.memoryUsage()
  process.send?.({ rss, heapUsed, heapTotal })
})
process.once('SIGTERM', () => void running.close().then(() => process.exit(0)))
process.send?.({ ready: running.url })
