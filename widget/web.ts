import { setLocaleFilesBase } from './i18n/loadLocale.ts'
import { setDefaultApiBase } from './lib/apiBase.ts'
import { registerCompanionChat } from './register.ts'

const source = scriptSource()
setDefaultApiBase(source ? source.origin : '')
// Language files sit beside the script, wherever it is hosted.
if (source) setLocaleFilesBase(new URL('./', source).href)
registerCompanionChat()

/** Where this script was loaded from: a partner page's widget talks to its own server by default. */
function scriptSource(): URL | undefined {
  const script = document.currentScript
  const source =
    script instanceof HTMLScriptElement && script.src ? script.src : (import.meta.url as string | undefined)
  try {
    return source ? new URL(source) : undefined
  } catch {
    return undefined
  }
}
