import OpenAI from 'openai'
import type { ChatCompletionCreateParamsNonStreaming } from 'openai/resources/chat/completions'
import type { Logger } from '../logger.ts'
import type { ChatModel, ModelResult } from './chatModel.ts'
import { createOpenAIClient } from './openAIClient.ts'

export interface OpenAIModelOptions {
  apiKey?: string | undefined
  baseURL?: string | undefined
  model: string
  temperature: number
  maxTokens: number
  /** Per attempt. */
  timeoutMs: number
  /** For the whole call, retry and retry wait included. */
  deadlineMs: number
  logger: Logger
  /** The process's SDK client when it is shared (with the moderation guard); otherwise one is made. */
  client?: OpenAI
}

/** A ChatModel backed by any OpenAI-compatible chat completions endpoint, through the official SDK. */
export function createOpenAIModel(options: OpenAIModelOptions): ChatModel {
  const client = options.client ?? createOpenAIClient(options)
  const endpoint = endpointOf(options.baseURL)
  return {
    kind: 'openai',
    async complete(messages, signal) {
      const started = performance.now()
      const controller = new AbortController()
      const stop = () => controller.abort()
      signal?.addEventListener('abort', stop, { once: true })
      let timer: NodeJS.Timeout | undefined
      const deadline = new Promise<never>((_, reject) => {
        timer = setTimeout(() => {
          controller.abort()
          reject(new DeadlineError(options.deadlineMs))
        }, options.deadlineMs)
      })
      try {
        const request = client.chat.completions.create(
          {
            model: options.model,
            messages: [...messages],
            temperature: options.temperature,
            max_tokens: options.maxTokens,
          } satisfies ChatCompletionCreateParamsNonStreaming,
          // Ends the attempt in flight, and a retry the SDK would send after the deadline is never sent.
          { signal: controller.signal },
        )
        return readCompletion(await Promise.race([request, deadline]), options.logger)
      } catch (error) {
        options.logger.warn(
          { upstream: describeError(error, endpoint), ms: Math.round(performance.now() - started) },
          'model call failed',
        )
        return { kind: 'failed' }
      } finally {
        clearTimeout(timer)
        signal?.removeEventListener('abort', stop)
      }
    },
  }
}

class DeadlineError extends Error {
  constructor(ms: number) {
    super(`no answer within the ${ms} ms deadline`)
  }
}

/** The SDK resolves whatever a 200 carries (an HTML page, no choices), so check the shape here. */
function readCompletion(completion: unknown, logger: Logger): ModelResult {
  const choices = isRecord(completion) ? completion.choices : undefined
  if (!Array.isArray(choices) || choices.length === 0) {
    logger.warn({ upstream: { problem: 'response has no choices' } }, 'model call failed')
    return { kind: 'failed' }
  }
  const first: unknown = choices[0]
  const message = isRecord(first) ? first.message : undefined
  const content = isRecord(message) ? message.content : undefined
  if (content !== undefined && content !== null && typeof content !== 'string') {
    logger.warn({ upstream: { problem: `content is a ${typeof content}` } }, 'model call failed')
    return { kind: 'failed' }
  }
  const text = content?.trim() ?? ''
  return text.length > 0 ? { kind: 'reply', text } : { kind: 'empty' }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}

/**
 * Status, code and type only: an upstream message can echo request details, so it stays out of the logs too.
 * A connection failure names its errno and the host and port tried, so a wrong port is not read as an outage.
 */
function describeError(error: unknown, endpoint: string): Record<string, unknown> {
  if (error instanceof OpenAI.APIConnectionError) {
    const cause = networkCause(error)
    return { name: error.constructor.name, code: cause?.code, syscall: cause?.syscall, endpoint }
  }
  if (error instanceof OpenAI.APIError) {
    return { name: error.constructor.name, status: error.status, code: error.code, type: error.type }
  }
  if (error instanceof DeadlineError) return { name: 'DeadlineError', message: error.message }
  if (error instanceof Error) return { name: error.name }
  return { name: typeof error }
}

/** The first error in the cause chain that carries a system error code (ECONNREFUSED, ENOTFOUND, …). */
function networkCause(error: Error): { code: string; syscall?: string } | undefined {
  for (let cause: unknown = error.cause, depth = 0; isRecord(cause) && depth < 5; depth += 1) {
    if (typeof cause.code === 'string') {
      return { code: cause.code, ...(typeof cause.syscall === 'string' && { syscall: cause.syscall }) }
    }
    cause = cause.cause
  }
  return undefined
}

/** host:port of the model endpoint, default port included. */
function endpointOf(baseURL: string | undefined): string {
  const url = new URL(baseURL ?? 'https://api.openai.com/v1')
  return `${url.hostname}:${url.port || (url.protocol === 'https:' ? 443 : 80)}`
}
