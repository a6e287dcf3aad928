import { setDefaultApiBase } from './lib/apiBase.ts'
import { mountFromScript } from './lib/mountFromScript.ts'
import { ELEMENT_NAME, registerCompanionChat } from './register.ts'

const script = document.currentScript
setDefaultApiBase(scriptOrigin())
registerCompanionChat()
if (script instanceof HTMLScriptElement) mountFromScript(script, ELEMENT_NAME)

/** The origin this script was loaded from: a partner page's widget talks to its own server by default. */
function scriptOrigin(): string {
  const source =
    script instanceof HTMLScriptElement && script.src ? script.src : (import.meta.url as string | undefined)
  try {
    return source ? new URL(source).origin : ''
  } catch {
    return ''
  }
}
