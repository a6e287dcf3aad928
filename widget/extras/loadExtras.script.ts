import extrasFile from 'virtual:companion-chat-extras-file'
import type { Extras } from './loadExtras.ts'

export type { Extras }

declare global {
  // Set by the extras bundle when it runs (its IIFE's name in the widget build).
  var CompanionChatWidgetExtras: Extras | undefined
}

// Read while widget.js runs: the extras file sits beside it, and a page's CSP nonce carries over to it.
const widgetScript = document.currentScript instanceof HTMLScriptElement ? document.currentScript : null
const extrasUrl = new URL(extrasFile, widgetScript?.src || location.href).href

let pending: Promise<Extras> | undefined

/**
 * The script-tag build's loadExtras: adds a <script> for widget-extras.*.js (built with the widget, run on
 * this bundle's Preact and style registry) once, and resolves with what it defines. A failed load is tried
 * again on the next call.
 */
export function loadExtras(): Promise<Extras> {
  pending ??= new Promise<Extras>((resolve, reject) => {
    const script = document.createElement('script')
    script.src = extrasUrl
    script.nonce = widgetScript?.nonce ?? ''
    // Loaded, it has defined the extras; failed (or not the file it should be), it is tried again next time.
    script.onload = script.onerror = () => {
      const extras = globalThis.CompanionChatWidgetExtras
      if (extras) return resolve(extras)
      script.remove()
      reject(new Error(extrasUrl))
    }
    document.head.append(script)
  }).catch((error: unknown) => {
    pending = undefined
    throw error
  })
  return pending
}
