import { analyticsConfig } from '../config/analytics.ts'

/** The events the site reports besides page views; the names are what each analytics service records. */
export type SiteEvent =
  'chat_message_sent' | 'chat_message_after_offer' | 'chat_signup_offer' | 'chat_signup_click'

/** What an event may carry besides its name (never personal data). */
export type EventProps = Readonly<Record<string, boolean>>

type Call = (...args: unknown[]) => unknown

/**
 * Reports a page view to every analytics service the page has loaded (GA4's `gtag`, Plausible, Matomo's `_paq`,
 * Umami) and to the site's own hook (site/config/analytics.ts). With none of them, nothing is sent.
 * The site reports every view itself, the first included, so the snippets are set not to send their own.
 */
export function trackPageView(path: string): void {
  const url = new URL(path, window.location.origin).href
  const title = document.title
  forEachService({
    gtag: (gtag) => gtag('event', 'page_view', { page_location: url, page_path: path, page_title: title }),
    plausible: (plausible) => plausible('pageview', { u: url }),
    matomo: (push) => {
      push(['setCustomUrl', url])
      push(['setDocumentTitle', title])
      push(['trackPageView'])
    },
    umami: (track) => track((props: Record<string, unknown>) => ({ ...props, url: path, title })),
    own: (hook) => hook('pageview', path),
  })
}

/** Reports a named event (no personal data: the chat's text is never sent) the same way. */
export function trackEvent(name: SiteEvent, props?: EventProps): void {
  const extra = props ? [props] : []
  forEachService({
    gtag: (gtag) => gtag('event', name, ...extra),
    plausible: (plausible) => plausible(name, ...(props ? [{ props }] : [])),
    matomo: (push) => push(['trackEvent', 'Chat', name]),
    umami: (track) => track(name, ...extra),
    own: (hook) => hook('event', name, ...extra),
  })
}

interface Senders {
  gtag: (call: Call) => void
  plausible: (call: Call) => void
  matomo: (push: Call) => void
  umami: (track: Call) => void
  own: (call: Call) => void
}

function forEachService(send: Senders): void {
  const umami: unknown = Reflect.get(window, 'umami')
  const matomo: unknown = Reflect.get(window, '_paq')
  const targets: [keyof Senders, Call | undefined][] = [
    ['gtag', callable(Reflect.get(window, 'gtag'))],
    ['plausible', callable(Reflect.get(window, 'plausible'))],
    ['matomo', method(matomo, 'push')],
    ['umami', method(umami, 'track')],
    ['own', callable(Reflect.get(window, analyticsConfig.ownHook))],
  ]
  for (const [service, call] of targets) {
    if (!call) continue
    try {
      send[service](call)
    } catch (error) {
      console.warn(`Analytics (${service}) failed`, error)
    }
  }
}

function callable(value: unknown): Call | undefined {
  return typeof value === 'function' ? (value as Call) : undefined
}

/** `object.name` bound to its object, so `_paq.push` and `umami.track` keep their `this`. */
function method(object: unknown, name: string): Call | undefined {
  if (typeof object !== 'object' || object === null) return undefined
  const fn: unknown = Reflect.get(object, name)
  return typeof fn === 'function' ? (...args: unknown[]) => (fn as Call).apply(object, args) : undefined
}
