import { useEffect, useState } from 'react'
import type { WidgetConfig } from '../../core/protocol.ts'
import { getWidgetConfig } from '../api/getWidgetConfig.ts'

/**
 * What the server says about this page before the visitor types. Null while it is on its way, and when it
 * cannot be had: then the chat works as it did before there was a config. A page on an origin the server
 * will not serve is told so once, in the console, with what the operator must add.
 */
export function useWidgetConfig(apiBase: string, persona: string): WidgetConfig | null {
  const [config, setConfig] = useState<WidgetConfig | null>(null)
  useEffect(() => {
    const controller = new AbortController()
    void getWidgetConfig(apiBase, persona, controller.signal).then(({ data }) => {
      if (!data || controller.signal.aborted) return
      if (!data.originAllowed) console.error(originMessage(apiBase))
      setConfig(data)
    })
    return () => controller.abort()
  }, [apiBase, persona])
  return config
}

function originMessage(apiBase: string): string {
  const origin = globalThis.location?.origin
  return `companion-chat: ${apiBase || origin} does not serve ${origin}; add it to ALLOWED_ORIGINS or the partner registry.`
}
