import { scrollToTop } from './scrollToTop.ts'

export interface ClientNavigationOptions {
  /** The element whose content is the page (the prerender fills `#root`). */
  rootId: string
  /** Where focus goes after a page change, so keyboard and screen-reader users start at the new content. */
  focusId: string
  /** Called with the path once a page is shown: the first one, and each one navigated to. */
  onPage: (path: string, root: HTMLElement) => void
  /** A full page load, when a page cannot be shown in place. */
  loadPage?: (href: string) => void
}

const SCROLL_SAVE_DELAY_MS = 200

/** Head elements that belong to a page and change with it; the rest of <head> is shared. */
const pageHeadSelector = [
  'meta[name="description"]',
  'meta[name="robots"]',
  'meta[name^="twitter:"]',
  'meta[property^="og:"]',
  'meta[property^="article:"]',
  'link[rel="canonical"]',
  'script[type="application/ld+json"]',
].join(',')

/**
 * Client-side navigation between prerendered pages: a click on a same-origin link fetches the next page's HTML
 * (prefetched on hover or focus), swaps the page content and head, starts it at the top and reports it. Back and
 * forward restore the earlier page and its scroll position. Anything that cannot be shown that way (another
 * origin, a new tab, a download, a response that is not a page) is left to the browser.
 */
export function startClientNavigation(options: ClientNavigationOptions): () => void {
  const { loadPage = (href: string) => window.location.assign(href) } = options
  const pending = new Map<string, Promise<Response>>()
  let current: AbortController | undefined
  history.scrollRestoration = 'manual'
  const saveScroll = () => history.replaceState({ ...historyState(), scrollY: window.scrollY }, '')
  let scrollTimer: ReturnType<typeof setTimeout> | undefined
  // Saved while the visitor scrolls, not only on leaving: a page the back/forward cache keeps is evicted if it
  // writes history while being hidden, and it comes back with its scroll position anyway.
  const onScroll = () => {
    clearTimeout(scrollTimer)
    scrollTimer = setTimeout(saveScroll, SCROLL_SAVE_DELAY_MS)
  }
  const onPageHide = (event: PageTransitionEvent) => {
    if (!event.persisted) saveScroll()
  }
  // A reload, or a return from another site, comes back to where the visitor was.
  const { scrollY: savedScroll } = historyState()
  if (typeof savedScroll === 'number' && savedScroll > 0)
    window.scrollTo({ top: savedScroll, left: 0, behavior: 'instant' })

  const fetchPage = (url: URL): Promise<Response> => {
    const key = url.pathname + url.search
    const cached = pending.get(key)
    pending.delete(key)
    return cached ?? fetchHtml(key)
  }

  const show = async (url: URL, push: boolean, scrollY = 0): Promise<void> => {
    current?.abort()
    const controller = new AbortController()
    current = controller
    try {
      const response = await fetchPage(url)
      const html = isPage(response) ? await response.text() : ''
      if (controller.signal.aborted) return
      const next = new DOMParser().parseFromString(html, 'text/html')
      const root = document.getElementById(options.rootId)
      const nextRoot = next.getElementById(options.rootId)
      if (!root || !nextRoot) throw new Error(`${url.pathname} is not a page of this site`)
      if (entryScript(next) !== entryScript(document))
        throw new Error('The site was updated since this page loaded')
      if (push) {
        saveScroll()
        history.pushState({ scrollY: 0 }, '', url.href)
      }
      swapHead(next)
      // A copy first: adopting a node takes it out of the live childNodes list.
      root.replaceChildren(...[...nextRoot.childNodes].map((node) => document.adoptNode(node)))
      if (scrollY > 0) window.scrollTo({ top: scrollY, left: 0, behavior: 'instant' })
      else if (url.hash) document.getElementById(decodeURIComponent(url.hash.slice(1)))?.scrollIntoView()
      else scrollToTop()
      document.getElementById(options.focusId)?.focus({ preventScroll: true })
      options.onPage(url.pathname, root)
    } catch (error) {
      if (controller.signal.aborted) return
      console.warn('Client-side navigation failed; loading the page instead', error)
      loadPage(url.href)
    }
  }

  const onClick = (event: MouseEvent) => {
    const url = navigableUrl(event)
    if (!url) return
    event.preventDefault()
    if (url.pathname === location.pathname && url.search === location.search) scrollToTop()
    else void show(url, true)
  }
  const prefetch = (event: Event) => {
    const url = linkUrl(event)
    const key = url && url.pathname + url.search
    if (!key || key === location.pathname + location.search || pending.has(key)) return
    const response = fetchHtml(key)
    pending.set(key, response)
    response.catch(() => pending.delete(key))
  }
  const onPopState = (event: PopStateEvent) => {
    const { scrollY } = (event.state ?? {}) as { scrollY?: number }
    void show(new URL(location.href), false, scrollY ?? 0)
  }
  document.addEventListener('click', onClick)
  document.addEventListener('pointerover', prefetch)
  document.addEventListener('focusin', prefetch)
  window.addEventListener('popstate', onPopState)
  window.addEventListener('scroll', onScroll, { passive: true })
  window.addEventListener('pagehide', onPageHide)

  const root = document.getElementById(options.rootId)
  if (root) options.onPage(location.pathname, root)
  return () => {
    current?.abort()
    document.removeEventListener('click', onClick)
    document.removeEventListener('pointerover', prefetch)
    document.removeEventListener('focusin', prefetch)
    window.removeEventListener('popstate', onPopState)
    window.removeEventListener('scroll', onScroll)
    window.removeEventListener('pagehide', onPageHide)
    clearTimeout(scrollTimer)
  }
}

function historyState(): Record<string, unknown> {
  return typeof history.state === 'object' && history.state !== null ? history.state : {}
}

/** The URL a click should navigate to in place, or undefined when the browser should handle the click. */
function navigableUrl(event: MouseEvent): URL | undefined {
  if (event.defaultPrevented || event.button !== 0) return undefined
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return undefined
  const url = linkUrl(event)
  if (!url) return undefined
  const samePage = url.pathname === location.pathname && url.search === location.search
  return samePage && url.hash ? undefined : url
}

/** The link an event happened on, looking inside open shadow roots too (the chat's avatar links to the profile). */
function linkUrl(event: Event): URL | undefined {
  const link = event
    .composedPath()
    .find((node): node is HTMLAnchorElement => node instanceof HTMLAnchorElement && node.hasAttribute('href'))
  if (!link) return undefined
  if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return undefined
  const url = new URL(link.href)
  if (url.origin !== location.origin || !/^\/(?!api\/|go\/)[^.]*$/.test(url.pathname)) return undefined
  return url
}

/** The page script a document loads; a new one means a new build, whose pages must load in full. */
function entryScript(page: Document): string | undefined {
  return page.querySelector<HTMLScriptElement>('script[type="module"][src]')?.getAttribute('src') ?? undefined
}

function fetchHtml(path: string): Promise<Response> {
  return fetch(path, { headers: { accept: 'text/html' } })
}

function isPage(response: Response): boolean {
  return (
    (response.ok || response.status === 404) && /text\/html/.test(response.headers.get('content-type') ?? '')
  )
}

function swapHead(next: Document): void {
  document.title = next.title
  for (const element of document.head.querySelectorAll(pageHeadSelector)) element.remove()
  document.head.append(
    ...Array.from(next.head.querySelectorAll(pageHeadSelector), (node) => document.adoptNode(node)),
  )
}
