import compression from 'compression'
import express, { type Express } from 'express'
import type { Config } from './config.ts'
import type { GeoLookup } from './geo/geoLookup.ts'
import { apiRouter, pageRouter } from './routes.ts'
import { createDrain, type Drain } from './http/drain.ts'
import { forwardedFor } from './http/forwardedFor.ts'
import { errorHandler } from './http/errorHandler.ts'
import { requestLog } from './http/requestLog.ts'
import { operatorWarning } from './http/operatorContact.ts'
import { securityHeaders } from './http/security.ts'
import { staticSite } from './http/staticSite.ts'
import type { CrisisCountStore } from './crisis/crisisCountStore.ts'
import { createCrisisLog } from './crisis/crisisLog.ts'
import type { CrisisDetector } from './chat/crisisAnswer.ts'
import { detectCrisis } from '../core/safety/detectCrisis.ts'
import { createMemoryCrisisCountStore } from './crisis/memoryCrisisCountStore.ts'
import { createRedisCrisisCountStore } from './crisis/redisCrisisCountStore.ts'
import type { ConversionListener, ConversionStore } from './conversions/conversionTypes.ts'
import { createMemoryConversionStore } from './conversions/memoryConversionStore.ts'
import { createRedisConversionStore } from './conversions/redisConversionStore.ts'
import { createFunnel } from './funnel/funnel.ts'
import type { FunnelStore } from './funnel/funnelStore.ts'
import { createMemoryFunnelStore } from './funnel/memoryFunnelStore.ts'
import { createRedisFunnelStore } from './funnel/redisFunnelStore.ts'
import { createLogger, type Logger } from './logger.ts'
import { createMetrics } from './metrics.ts'
import type { ChatModel } from './model/chatModel.ts'
import type { Moderation } from './model/moderation.ts'
import { fixedPartnerRegistry, type PartnerRegistry } from './partners/partnerRegistry.ts'
import { createMemoryPostbacks, type Postbacks } from './postbacks/postbacks.ts'
import type { RedisClient } from './store/redisClient.ts'
import type { Store } from './store/store.ts'

export interface AppDeps {
  store: Store
  model: ChatModel
  geo: GeoLookup
  logger?: Logger
  /** The moderation guard (MODERATION=openai); none by default. */
  moderation?: Moderation
  /** Started by the server on SIGTERM; tests may pass their own. */
  drain?: Drain
  /** The partner registry (PARTNERS_FILE); none by default. */
  partners?: PartnerRegistry
  /** Where funnel counts and sign-up links are kept; by default beside the sessions (Redis or in process). */
  funnelStore?: FunnelStore
  /** Where sign-up clicks and conversions are kept; by default beside the sessions (Redis or in process). */
  conversionStore?: ConversionStore
  /** Called for each created or changed conversion; a listener's failure is logged, never fails a postback. */
  onConversion?: readonly ConversionListener[]
  /** Where crisis answers are counted; by default beside the sessions (Redis or in process). */
  crisisStore?: CrisisCountStore
  /** Reads chat messages for a crisis; core/safety's detector by default. */
  detectCrisis?: CrisisDetector
  /** Partners' postbacks; the server passes its own (BullMQ with Redis) and closes it; else retried in process. */
  postbacks?: Postbacks
}

/** The whole proxy as an Express app; it never listens (proxy/server.ts does), so tests drive it directly. */
export function createApp(config: Config, deps: AppDeps): Express {
  const logger = deps.logger ?? createLogger(config.logLevel)
  const metrics = createMetrics(() => deps.store.sessionCount())
  const drain = deps.drain ?? createDrain()
  const partners = deps.partners ?? fixedPartnerRegistry()
  const funnelStore =
    deps.funnelStore ?? besideSessions(deps.store, createRedisFunnelStore, createMemoryFunnelStore)
  const funnel = createFunnel(funnelStore, metrics.registry, logger)
  const conversionStore =
    deps.conversionStore ??
    besideSessions(deps.store, createRedisConversionStore, () => createMemoryConversionStore())
  // Parts of the app that react to conversions (partners' postbacks) may add theirs to this list.
  const conversionListeners: ConversionListener[] = [...(deps.onConversion ?? [])]
  const crisisStore =
    deps.crisisStore ?? besideSessions(deps.store, createRedisCrisisCountStore, createMemoryCrisisCountStore)
  const crisis = createCrisisLog(crisisStore, metrics.crisisReferrals, logger)
  const unsetOperator = config.production ? operatorWarning(config.operator) : undefined
  if (unsetOperator) logger.warn(unsetOperator)
  const postbacks =
    deps.postbacks ??
    createMemoryPostbacks({ partners, store: deps.store, logger, settings: config.postbacks })
  conversionListeners.push(postbacks.onConversion)
  const app = express()
  app.disable('x-powered-by')
  app.set('trust proxy', config.trustProxy ?? false)
  app.set('query parser', 'simple')
  // API answers are per request, so no ETags here; the static sub-app turns them back on for files.
  app.set('etag', false)

  app.use(forwardedFor(config, logger, metrics))
  app.use(requestLog(logger))
  app.use(drain.closeWhileDraining)

  // Routes live in routes.ts. The API sets the headers that apply to JSON answers; everything else (pages,
  // files, redirects, operations) gets the full set.
  const detect = deps.detectCrisis ?? detectCrisis
  const routeDeps = {
    ...deps,
    logger,
    metrics,
    partners,
    funnel,
    conversionStore,
    conversionListeners,
    crisis,
    drain,
    crisisStore,
    detectCrisis: detect,
    postbacks,
  }
  app.use('/api', apiRouter(config, routeDeps))
  app.use(securityHeaders())
  app.use(pageRouter(config, routeDeps))

  // Only static files are worth compressing: API answers are a few hundred bytes of JSON.
  app.use(compression(), staticSite(config.staticDir, config.publicUrl, config.operator, logger))
  app.use(errorHandler(metrics))
  return app
}

/** A store kept beside the sessions: in their Redis under their key prefix, else in this process. */
function besideSessions<T>(
  sessions: Store,
  onRedis: (redis: RedisClient, keyPrefix: string) => T,
  inProcess: () => T,
): T {
  return sessions.redis ? onRedis(sessions.redis, sessions.keyPrefix) : inProcess()
}
