import { isIPv6, type AddressInfo } from 'node:net'
import { setTimeout as sleep } from 'node:timers/promises'
import { publicOrigin } from '../core/publicOrigin.ts'
import { createApp } from './app.ts'
import { loadConfig } from './config.ts'
import { openCountryDatabase } from './geo/geoLookup.ts'
import { createDrain } from './http/drain.ts'
import { exposedProxyTrust } from './http/exposedProxyTrust.ts'
import { checkStaticDir } from './http/staticDirCheck.ts'
import { createLogger } from './logger.ts'
import { modelFromConfig } from './model/modelFromConfig.ts'
import { fixedPartnerRegistry, watchPartnerRegistry } from './partners/partnerRegistry.ts'
import { createPostbacks } from './postbacks/postbacks.ts'
import { createMemoryStore } from './store/memoryStore.ts'
import { startupProblem } from './startupProblem.ts'
import { createRedisStore } from './store/redisStore.ts'
import type { Store } from './store/store.ts'

/** Signals closer together than this are one request to stop. */
const SAME_STOP_MS = 1_000

/** What a request may still need after its model call ends: saving the reply, the store's timeouts. */
const GRACE_AFTER_MODEL_DEADLINE_MS = 5_000

/** How long closing the store and the postback queue may take; with Redis gone they would wait for it for ever. */
const CLOSE_CONNECTIONS_MS = 5_000

export interface RunningServer {
  url: string
  drainDelayMs: number
  /**
   * Drains, then stops: /readyz turns 503 and every response closes its connection at once; after
   * `delayMs` (default 0; SIGTERM passes DRAIN_DELAY_MS) the listener closes; requests in flight get until
   * the model deadline plus a margin to finish, so a slow model call ends with its reply or the failure
   * text, never a reset.
   */
  close(options?: { delayMs?: number }): Promise<void>
}

/** Reads the configuration, opens the store and the country database, and listens until SIGTERM/SIGINT. */
export async function startServer(
  env: Record<string, string | undefined> = process.env,
): Promise<RunningServer> {
  const config = loadConfig(env)
  const logger = createLogger(config.logLevel)
  checkStaticDir(config.staticDir, logger)
  const { warning } = publicOrigin(env)
  if (warning) logger.warn(warning)
  const exposed = exposedProxyTrust(config.host, config.trustProxy)
  if (exposed) logger.warn({ host: config.host, trustProxy: config.trustProxy }, exposed)
  const partners = config.partnersFile
    ? await watchPartnerRegistry(config.partnersFile, { logger })
    : fixedPartnerRegistry()
  const store: Store = config.redis
    ? await createRedisStore({
        redis: config.redis,
        ttlMs: config.sessionTtlMs,
        commandTimeoutMs: config.redisCommandTimeoutMs,
        logger,
      })
    : createMemoryStore({
        ttlMs: config.sessionTtlMs,
        maxSessions: config.maxSessions,
        maxBytes: config.maxSessionBytes,
      })
  const postbacks = await createPostbacks({
    partners,
    store,
    logger,
    settings: config.postbacks,
    queueRedis: config.redis,
  })
  const drain = createDrain()
  const app = createApp(config, {
    postbacks,
    store,
    ...modelFromConfig(config, logger),
    geo: await openCountryDatabase(),
    logger,
    drain,
    partners,
  })

  const server = app.listen(config.port, config.host)
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve)
    server.once('error', reject)
  })
  server.on('error', (error) => logger.error({ err: error }, 'server error'))
  const { port } = server.address() as AddressInfo
  const url = `http://${urlHost(config.host)}:${port}`
  logger.info({ url, store: store.kind, trustProxy: config.trustProxy ?? false }, 'proxy listening')
  // Logs are written in blocks: the start-up lines go out before the address is announced.
  await new Promise<void>((resolve) => logger.flush(() => resolve()))
  const reloadPartners = (): void => void partners.reload()
  process.on('SIGHUP', reloadPartners)

  let closing: Promise<void> | undefined
  const close = ({ delayMs = 0 }: { delayMs?: number } = {}) =>
    (closing ??= (async () => {
      const graceMs = config.openai.deadlineMs + GRACE_AFTER_MODEL_DEADLINE_MS
      logger.info(
        { delayMs, graceMs },
        'draining: /readyz answers 503, connections close after each response',
      )
      drain.start()
      server.closeIdleConnections()
      await new Promise((resolve) => setTimeout(resolve, delayMs))
      const stopped = new Promise<void>((resolve) => server.close(() => resolve()))
      server.closeIdleConnections()
      const forced = setTimeout(() => server.closeAllConnections(), graceMs)
      await stopped
      clearTimeout(forced)
      process.off('SIGHUP', reloadPartners)
      partners.close()
      // Its worker finishes the try in flight; queued retries stay in Redis for the next start.
      const closed = (async () => {
        await postbacks.close()
        await store.close()
      })()
      const timedOut = await Promise.race([
        closed.then(() => false),
        // Unreferenced: once the two have closed, this wait keeps nothing running.
        sleep(CLOSE_CONNECTIONS_MS, true, { ref: false }),
      ])
      if (timedOut)
        logger.warn(
          { waitedMs: CLOSE_CONNECTIONS_MS },
          'the store or the postback queue did not close; stopping without them',
        )
      logger.info('stopped')
    })())
  return { url, drainDelayMs: config.drainDelayMs, close }
}

/** The host part of the URL printed at start-up: a wildcard address reads as localhost, IPv6 in brackets. */
function urlHost(host: string): string {
  if (host === '0.0.0.0' || host === '::') return 'localhost'
  return isIPv6(host) ? `[${host}]` : host
}

/** Starts from process.env, prints the address and stops cleanly on SIGTERM/SIGINT; a bad setting exits 1. */
export async function main(): Promise<void> {
  try {
    const running = await startServer()
    let stoppingSince: number | undefined
    // Ctrl-C skips the drain delay (no load balancer is waiting); a second signal stops at once, unless it
    // came with the first (systemd signals npm and the server alike, and npm forwards: one stop, two signals).
    for (const signal of ['SIGTERM', 'SIGINT'] as const) {
      process.on(signal, () => {
        if (stoppingSince !== undefined) {
          if (performance.now() - stoppingSince > SAME_STOP_MS) process.exit(1)
          return
        }
        stoppingSince = performance.now()
        running.close({ delayMs: signal === 'SIGTERM' ? running.drainDelayMs : 0 }).then(
          () => process.exit(0),
          () => process.exit(1),
        )
      })
    }
    // Announced once the signal handlers are in place: a stop sent as soon as it reads this is a clean one.
    console.warn(`Companion chat is running at ${running.url}`)
  } catch (error) {
    console.error(startupProblem(error, process.env) ?? error)
    process.exit(1)
  }
}

if (import.meta.main) await main()
