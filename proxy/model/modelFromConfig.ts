import type { Config } from '../config.ts'
import { redactUrlCredentials, type Logger } from '../logger.ts'
import type { ChatModel } from './chatModel.ts'
import { createOpenAIModeration, type Moderation } from './moderation.ts'
import { createOfflineModel } from './offlineModel.ts'
import { createOpenAIClient } from './openAIClient.ts'
import { createOpenAIModel } from './openAIModel.ts'

/**
 * The model the configuration asks for (an OpenAI-compatible endpoint, with or without a key; the offline
 * persona when neither a key nor a base URL is set) and, with MODERATION=openai, the moderation guard on the
 * same SDK client.
 */
export function modelFromConfig(
  config: Config,
  logger: Logger,
): { model: ChatModel; moderation?: Moderation } {
  const { apiKey, ...settings } = config.openai
  if (apiKey === undefined && settings.baseURL === undefined) {
    logger.warn(
      'neither OPENAI_API_KEY nor OPENAI_BASE_URL is set: the built-in offline persona answers instead of a model',
    )
    return { model: createOfflineModel() }
  }
  logger.info(
    {
      model: settings.model,
      baseURL: settings.baseURL ? redactUrlCredentials(settings.baseURL) : 'default',
      key: apiKey === undefined ? 'none' : 'set',
      moderation: config.moderation.provider,
    },
    'model endpoint configured',
  )
  const client = createOpenAIClient({ apiKey, ...settings })
  const model = createOpenAIModel({ apiKey, ...settings, logger, client })
  if (config.moderation.provider === 'off') return { model }
  const moderation = createOpenAIModeration({ client, timeoutMs: config.moderation.timeoutMs, logger })
  return { model, moderation }
}
