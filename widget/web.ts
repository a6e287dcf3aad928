import { ELEMENT_ATTRIBUTES } from './CompanionChatElement/CompanionChatElement.ts'
import { setLocaleFilesBase } from './i18n/loadLocale.ts'
import { setDefaultApiBase } from './lib/apiBase.ts'
import { mountFromScript } from './lib/mountFromScript.ts'
import { ELEMENT_NAME, registerCompanionChat } from './register.ts'

const script = document.currentScript
const source = scriptSource()
setDefaultApiBase(source ? source.origin : '')
// Language files sit beside the script, wherever it is hosted.
if (source) setLocaleFilesBase(new URL('./', source).href)
registerCompanionChat()
if (script instanceof HTMLScriptElement) mountFromScript(script, ELEMENT_NAME, ELEMENT_ATTRIBUTES)

/** Where this script was loaded from: a partner page's widget talks to its own server by default. */
function scriptSource(): URL | undefined {
  const source =
    script instanceof HTMLScriptElement && script.src ? script.src : (import.meta.url as string | undefined)
  try {
    return source ? new URL(source) : undefined
  } catch {
    return undefined
  }
}

/** What the extras bundle (widget-extras.*.js) runs on: this bundle's Preact and style registry. */
export { shared } from './extras/shared.ts'
