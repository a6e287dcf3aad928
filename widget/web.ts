import { setDefaultApiBase } from './lib/apiBase.ts'
import { registerCompanionChat } from './register.ts'

setDefaultApiBase(scriptOrigin())
registerCompanionChat()

/** The origin this script was loaded from: a partner page's widget talks to its own server by default. */
function scriptOrigin(): string {
  const script = document.currentScript
  const source =
    script instanceof HTMLScriptElement && script.src ? script.src : (import.meta.url as string | undefined)
  try {
    return source ? new URL(source).origin : ''
  } catch {
    return ''
  }
}
