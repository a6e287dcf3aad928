import { useLayoutEffect, useState } from 'react'
import type { WidgetConfig } from '../../core/protocol.ts'
import { getWidgetConfig } from '../api/getWidgetConfig.ts'
import { inNextTask } from '../lib/nextTask.ts'
import { readStored, writeStored } from '../lib/storage.ts'

/**
 * What the server says about this page before the visitor types: undefined while it is on its way, null
 * when it cannot be had (then the chat works as it did before there was a config). The request leaves in
 * the task after the chat's first render, beside its language file. The greeting variant the server offers is kept under
 * `variantKey` and asked for again on the next load, so a reload shows the same opening line; the first
 * message's answer lets it go (exchange.ts). A page on an origin the server will not serve is told so
 * once, in the console, with what the operator must add.
 */
export function useWidgetConfig(
  apiBase: string,
  persona: string,
  variantKey: string,
): WidgetConfig | null | undefined {
  const [config, setConfig] = useState<WidgetConfig | null>()
  useLayoutEffect(() => {
    const controller = new AbortController()
    // In the task after the first render's, which is long enough (docs/performance.md#the-content-site).
    const cancel = inNextTask(() => {
      const offered = readStored('localStorage', variantKey)
      void getWidgetConfig(apiBase, persona, offered, controller.signal).then(({ data }) => {
        if (controller.signal.aborted) return
        if (data && !data.originAllowed) console.error(originMessage(apiBase))
        // A partner that stopped its experiment leaves nothing behind.
        if (data)
          writeStored('localStorage', variantKey, data.greeting ? String(data.greeting.variant) : null)
        setConfig(data ?? null)
      })
    })
    return () => {
      cancel()
      controller.abort()
    }
  }, [apiBase, persona, variantKey])
  return config
}

function originMessage(apiBase: string): string {
  const origin = globalThis.location?.origin
  return `companion-chat: ${apiBase || origin} does not serve ${origin}; add it to ALLOWED_ORIGINS or the partner registry.`
}
