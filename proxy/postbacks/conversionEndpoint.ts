import { createHash, createHmac, timingSafeEqual } from 'node:crypto'
import { BlockList, isIP } from 'node:net'
import express, { Router, type Request, type Response } from 'express'
import type { Counter } from 'prom-client'
import { z } from 'zod'
import type { ErrorCode } from '../../core/protocol.ts'
import {
  CONVERSION_STATUSES,
  type ConversionInput,
  type ConversionListener,
  type ConversionStore,
} from '../conversions/conversionTypes.ts'
import { normaliseAddress } from '../geo/geoLookup.ts'
import { sendApiError } from '../http/apiError.ts'
import { currencySchema, minorDigits } from '../partners/commissionSchema.ts'
import type { IncomingPostbackSettings } from './postbackConfig.ts'

export const CONVERSION_POSTBACK_PATH = '/postback/conversion'

/** What became of one postback: the store's outcome, or why it was refused (the metric's label). */
export type PostbackOutcome =
  | 'created'
  | 'changed'
  | 'unchanged'
  | 'unknown_click'
  | 'source_refused'
  | 'unauthorized'
  | 'invalid'
  | 'too_large'
  | 'failed'

export interface ConversionEndpointDeps {
  /** Undefined while POSTBACK_SECRET is unset: the endpoint then answers 404. */
  settings: IncomingPostbackSettings | undefined
  conversions: ConversionStore
  /** Told of each created or changed conversion, in order; a failing listener is logged and skipped. */
  listeners: readonly ConversionListener[]
  outcomes: Pick<Counter<'outcome'>, 'inc'>
  now?: () => number
}

/** A refusal: status, error code, and the sentence both the network and the log line get. */
class Refusal {
  readonly status: number
  readonly code: ErrorCode
  readonly outcome: PostbackOutcome
  readonly reason: string
  constructor(status: number, code: ErrorCode, outcome: PostbackOutcome, reason: string) {
    this.status = status
    this.code = code
    this.outcome = outcome
    this.reason = reason
  }
}

/** A postback is a handful of short fields; anything larger is not one. */
export const MAX_POSTBACK_BODY_BYTES = 4096

const CLICK_ID = /^[\w-]{16,128}$/
const TXID = /^[\x21-\x7e]{1,128}$/
const DECIMAL = /^(\d{1,12})(?:\.(\d{1,12}))?$/

/**
 * GET and POST /postback/conversion: an affiliate network tells us that a click became a conversion, or that
 * a conversion's status moved. Checked in order: source address, secret (token or HMAC signature), fields;
 * then recorded once per txid, and each created or changed conversion goes to the listeners.
 */
export function conversionEndpoint(deps: ConversionEndpointDeps): Router {
  const router = Router()
  const { settings } = deps
  if (!settings) {
    router.all(CONVERSION_POSTBACK_PATH, (_req, res) => {
      sendApiError(res, 404, 'not_found', 'Not found.')
    })
    return router
  }
  const sources = blockListOf(settings.allowedSources)
  const now = deps.now ?? Date.now

  const handle = async (req: Request, res: Response, read: (req: Request) => PostbackFields) => {
    res.set('Cache-Control', 'no-store')
    try {
      const address = normaliseAddress(req.ip ?? '')
      if (sources && !allowed(sources, address))
        throw new Refusal(403, 'forbidden', 'source_refused', `${address} may not send conversion postbacks.`)
      const { params, signed } = read(req)
      authenticate(settings.secret, params, signed, req.get('x-signature'))
      const input = parseInput(params, settings.maxPayout)
      await record(req, res, input)
    } catch (error) {
      if (!(error instanceof Refusal)) {
        deps.outcomes.inc({ outcome: 'failed' })
        throw error
      }
      deps.outcomes.inc({ outcome: error.outcome })
      req.log.warn(
        { postback: { outcome: error.outcome, reason: error.reason } },
        'conversion postback refused',
      )
      sendApiError(res, error.status, error.code, error.reason)
    }
  }

  const record = async (req: Request, res: Response, input: ConversionInput) => {
    const result = await deps.conversions.applyConversion(input, now())
    const fields = { txid: input.txid, clickId: input.clickId, status: input.status }
    if (result.outcome === 'unknown-click')
      throw new Refusal(
        422,
        'unknown_click',
        'unknown_click',
        `No click with id ${input.clickId} is known (txid ${input.txid}); nothing was counted.`,
      )
    deps.outcomes.inc({ outcome: result.outcome })
    const { conversion } = result
    req.log.info(
      { postback: { ...fields, outcome: result.outcome, partner: conversion.click.partner } },
      'conversion postback',
    )
    if (result.outcome !== 'unchanged') {
      const event = {
        eventId: `${conversion.txid}#${conversion.revision ?? 1}`,
        conversion,
        ...(result.previous && { previousStatus: result.previous.status }),
      }
      for (const listener of deps.listeners) {
        // The conversion is recorded: a listener's failure must not make the network send it again.
        await Promise.resolve()
          .then(() => listener(event))
          .catch((error: unknown) =>
            req.log.error({ err: error, eventId: event.eventId }, 'conversion listener failed'),
          )
      }
    }
    res.json({ ok: true, outcome: result.outcome, txid: conversion.txid, status: conversion.status })
  }

  const body = express.raw({ type: () => true, limit: MAX_POSTBACK_BODY_BYTES })
  router.get(CONVERSION_POSTBACK_PATH, (req, res) => handle(req, res, fromQuery))
  router.post(CONVERSION_POSTBACK_PATH, (req, res, next) => {
    // The body reader's own refusals (too large, an unknown encoding) become this endpoint's refusals, with
    // its log line and counter, after the source check like every other one.
    body(req, res, (error?: unknown) => {
      const refusal = bodyRefusal(error)
      if (error && !refusal) return next(error)
      void handle(req, res, (req) => {
        if (refusal) throw refusal
        return fromBody(req)
      }).catch(next)
    })
  })
  return router
}

/** The endpoint's refusal for a body-parser error it knows; undefined for anything else. */
function bodyRefusal(error: unknown): Refusal | undefined {
  const type = typeof error === 'object' && error !== null && 'type' in error ? String(error.type) : ''
  if (type === 'entity.too.large')
    return new Refusal(
      413,
      'payload_too_large',
      'too_large',
      `The request body is larger than ${MAX_POSTBACK_BODY_BYTES} bytes; a postback is a few short fields.`,
    )
  if (type === 'encoding.unsupported')
    return new Refusal(
      415,
      'unsupported_media_type',
      'invalid',
      "The body's Content-Encoding is not one this endpoint reads; send it uncompressed.",
    )
  return undefined
}

interface PostbackFields {
  params: Map<string, string>
  /** The exact text an X-Signature is computed over: the raw query string (GET) or body (POST). */
  signed: string
}

function fromQuery(req: Request): PostbackFields {
  const at = req.originalUrl.indexOf('?')
  const signed = at < 0 ? '' : req.originalUrl.slice(at + 1)
  return { params: uniqueParams(new URLSearchParams(signed)), signed }
}

function fromBody(req: Request): PostbackFields {
  const signed = Buffer.isBuffer(req.body) ? req.body.toString('utf8') : ''
  if (signed === '' || req.is('application/x-www-form-urlencoded'))
    return { params: uniqueParams(new URLSearchParams(signed)), signed }
  if (!req.is('application/json'))
    throw new Refusal(
      415,
      'unsupported_media_type',
      'invalid',
      'Send the body as application/x-www-form-urlencoded or application/json.',
    )
  let parsed: unknown
  try {
    parsed = JSON.parse(signed)
  } catch {
    throw new Refusal(400, 'invalid_json', 'invalid', 'The request body is not valid JSON.')
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw new Refusal(400, 'invalid_request', 'invalid', 'The JSON body must be an object of fields.')
  const params = new Map<string, string>()
  for (const [name, value] of Object.entries(parsed)) {
    if (typeof value === 'string' || typeof value === 'number') params.set(name, String(value))
    else throw new Refusal(400, 'invalid_request', 'invalid', `${name}: expected a string or a number.`)
  }
  return { params, signed }
}

/** A name given twice is refused: which value would count would be a guess. */
function uniqueParams(search: URLSearchParams): Map<string, string> {
  const params = new Map<string, string>()
  for (const [name, value] of search) {
    if (params.has(name))
      throw new Refusal(400, 'invalid_request', 'invalid', `${name}: given more than once.`)
    params.set(name, value)
  }
  return params
}

/** A matching `token` parameter or `X-Signature` header (hex HMAC-SHA256 of the signed text) lets it in. */
function authenticate(secret: string, params: Map<string, string>, signed: string, signature?: string) {
  const token = params.get('token')
  if (token !== undefined && sameText(token, secret)) return
  if (signature !== undefined && validSignature(secret, signed, signature)) return
  const reason =
    token !== undefined
      ? 'The token does not match.'
      : signature !== undefined
        ? 'The X-Signature header is not the HMAC-SHA256 of the request with the shared secret.'
        : 'Neither a token parameter nor an X-Signature header was sent.'
  throw new Refusal(401, 'unauthorized', 'unauthorized', reason)
}

/** Constant-time whatever the lengths: both sides are hashed to 32 bytes first. */
function sameText(a: string, b: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest()
  return timingSafeEqual(digest(a), digest(b))
}

function validSignature(secret: string, signed: string, signature: string): boolean {
  const given = signature.trim()
  if (!/^[\da-f]{64}$/i.test(given)) return false
  const expected = createHmac('sha256', secret).update(signed, 'utf8').digest()
  return timingSafeEqual(Buffer.from(given, 'hex'), expected)
}

const fieldsSchema = z.object({
  click_id: z.string({ error: 'missing' }).regex(CLICK_ID, {
    error: 'expected the click id from the sign-up URL (16 to 128 letters, digits, - or _)',
  }),
  txid: z
    .string({ error: 'missing' })
    .regex(TXID, { error: 'expected the transaction id: 1 to 128 visible ASCII characters' }),
  status: z
    .string({ error: 'missing' })
    .transform((text) => text.toLowerCase())
    .pipe(z.enum(CONVERSION_STATUSES, { error: `expected one of ${CONVERSION_STATUSES.join(', ')}` })),
  currency: z
    .string({ error: 'missing' })
    .transform((text) => text.toUpperCase())
    .pipe(currencySchema),
  payout: z.string({ error: 'missing' }),
})

function parseInput(params: Map<string, string>, maxPayout: number): ConversionInput {
  const result = fieldsSchema.safeParse(Object.fromEntries(params))
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
    throw new Refusal(400, 'invalid_request', 'invalid', problems.join('; '))
  }
  const { click_id: clickId, txid, status, currency, payout } = result.data
  return { clickId, txid, status, currency, payoutMinor: payoutMinor(payout, currency, maxPayout) }
}

/**
 * A decimal payout in minor units of its currency, rounded half up when the network sends more digits than
 * the currency has; never through floating point.
 */
export function payoutMinor(text: string, currency: string, maxPayout: number): number {
  const refuse = (why: string) => new Refusal(400, 'invalid_request', 'invalid', `payout: ${why}`)
  const amount = text.trim()
  if (/^-/.test(amount)) throw refuse('must not be negative')
  const match = DECIMAL.exec(amount)
  if (!match) throw refuse('expected a decimal amount such as 12.50')
  const digits = minorDigits(currency)
  const [, whole = '0', fraction = ''] = match
  const kept = fraction.padEnd(digits + 1, '0')
  const minor =
    Number(whole) * 10 ** digits + Number(kept.slice(0, digits) || '0') + (Number(kept[digits]) >= 5 ? 1 : 0)
  if (minor > maxPayout * 10 ** digits)
    throw refuse(`${amount} ${currency} is above the largest payout accepted (${maxPayout} ${currency})`)
  return minor
}

function blockListOf(entries: readonly string[]): BlockList | undefined {
  if (entries.length === 0) return undefined
  const list = new BlockList()
  for (const entry of entries) {
    const [address = '', prefix] = entry.split('/')
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4'
    if (prefix === undefined) list.addAddress(address, family)
    else list.addSubnet(address, Number(prefix), family)
  }
  return list
}

function allowed(list: BlockList, address: string): boolean {
  const family = isIP(address)
  return family !== 0 && list.check(address, family === 6 ? 'ipv6' : 'ipv4')
}
