import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { startClientNavigation } from './clientNavigation.ts'

/** A prerendered page as the server sends it. */
function pageHtml(title: string, heading: string, links = '', script = '/assets/index-1.js'): string {
  return `<!doctype html><html><head><title>${title}</title><script type="module" src="${script}"></script>
    <meta name="description" content="About ${heading}"><link rel="canonical" href="http://x${heading}">
    </head><body><div id="root"><header>${heading} header</header><main id="main" tabindex="-1"><h1>${heading}</h1>${links}</main><footer>${heading} footer</footer></div></body></html>`
}

const pages: Record<string, string> = {
  '/bio': pageHtml('Bio | Mia AI', 'Bio', '<a href="/about">About</a>'),
  '/about': pageHtml('About | Mia AI', 'About'),
  '/terms': pageHtml('Terms | Mia AI', 'Terms', '', '/assets/index-2.js'),
}

let stop: () => void
let fetchMock: ReturnType<typeof vi.fn>
let onPage: ReturnType<typeof vi.fn<(path: string, root: HTMLElement) => void>>
let loadPage: ReturnType<typeof vi.fn<(href: string) => void>>
let scrollTo: ReturnType<typeof vi.spyOn>

beforeEach(() => {
  history.replaceState(null, '', '/')
  document.documentElement.innerHTML = pageHtml(
    'Home | Mia AI',
    'Home',
    '<a href="/bio">Bio</a><a href="/bio" target="_blank">Bio, new tab</a><a href="https://elsewhere.example/">Out</a><a href="/sitemap.xml">Map</a><a href="#faq">FAQ</a><a href="/broken">Broken</a><a href="/terms">Terms</a>',
  ).replace(/^<!doctype html><html>|<\/html>$/g, '')
  fetchMock = vi.fn(async (path: string) => {
    const body = pages[path]
    return body
      ? new Response(body, { headers: { 'content-type': 'text/html; charset=utf-8' } })
      : new Response('Internal error', { status: 500, headers: { 'content-type': 'text/plain' } })
  })
  vi.stubGlobal('fetch', fetchMock)
  scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
  onPage = vi.fn()
  loadPage = vi.fn()
  stop = startClientNavigation({ rootId: 'root', focusId: 'main', onPage, loadPage })
})

afterEach(() => {
  stop()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

function click(name: string): MouseEvent {
  const link = [...document.querySelectorAll('a')].find((a) => a.textContent === name)
  if (!link) throw new Error(`no link ${name}`)
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 })
  link.dispatchEvent(event)
  return event
}

async function settle(): Promise<void> {
  await vi.waitFor(() => expect(onPage.mock.calls.length).toBeGreaterThan(1))
}

describe('startClientNavigation', () => {
  it('reports the first page as shown', () => {
    expect(onPage).toHaveBeenCalledWith('/', document.getElementById('root'))
  })

  it('shows a linked page in place: content, title and head tags, address, top of the page, focus, report', async () => {
    const event = click('Bio')
    expect(event.defaultPrevented).toBe(true)
    await settle()
    expect(document.getElementById('root')?.textContent).toBe('Bio headerBioAboutBio footer')
    expect(document.title).toBe('Bio | Mia AI')
    expect(document.querySelectorAll('meta[name="description"]')).toHaveLength(1)
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('About Bio')
    expect(location.pathname).toBe('/bio')
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0, left: 0, behavior: 'instant' })
    expect(document.activeElement?.id).toBe('main')
    expect(onPage).toHaveBeenLastCalledWith('/bio', document.getElementById('root'))
    expect(loadPage).not.toHaveBeenCalled()
  })

  it('leaves new tabs, other origins, files and in-page anchors to the browser', () => {
    for (const name of ['Bio, new tab', 'Out', 'Map', 'FAQ']) {
      expect(click(name).defaultPrevented, name).toBe(false)
    }
    const modified = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true })
    document.querySelector('a[href="/bio"]')?.dispatchEvent(modified)
    expect(modified.defaultPrevented).toBe(false)
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('loads the page normally when its response is not a page', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    click('Broken')
    await vi.waitFor(() => expect(loadPage).toHaveBeenCalledWith(`${location.origin}/broken`))
    expect(location.pathname).toBe('/')
    expect(document.querySelector('h1')?.textContent).toBe('Home')
  })

  it('loads the page in full when it comes from a newer build of the site', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    click('Terms')
    await vi.waitFor(() => expect(loadPage).toHaveBeenCalledWith(`${location.origin}/terms`))
    expect(document.querySelector('h1')?.textContent).toBe('Home')
  })

  it('uses the page prefetched on hover', async () => {
    const link = document.querySelector('a[href="/bio"]')
    link?.dispatchEvent(new MouseEvent('pointerover', { bubbles: true }))
    expect(fetchMock).toHaveBeenCalledTimes(1)
    click('Bio')
    await settle()
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })

  it('follows links inside an open shadow root, like the chat’s avatar', async () => {
    const host = document.querySelector('main')?.appendChild(document.createElement('companion-chat'))
    const avatar = host?.attachShadow({ mode: 'open' }).appendChild(document.createElement('a'))
    avatar?.setAttribute('href', '/bio')
    const event = new MouseEvent('click', { bubbles: true, composed: true, cancelable: true, button: 0 })
    avatar?.dispatchEvent(event)
    expect(event.defaultPrevented).toBe(true)
    await settle()
    expect(location.pathname).toBe('/bio')
  })

  it('returns to the saved scroll position after a reload', () => {
    stop()
    history.replaceState({ scrollY: 300 }, '')
    stop = startClientNavigation({ rootId: 'root', focusId: 'main', onPage, loadPage })
    expect(scrollTo).toHaveBeenCalledWith({ top: 300, left: 0, behavior: 'instant' })
  })

  it('saves the scroll position shortly after the visitor scrolls', () => {
    vi.useFakeTimers()
    try {
      vi.spyOn(window, 'scrollY', 'get').mockReturnValue(250)
      window.dispatchEvent(new Event('scroll'))
      expect(history.state?.scrollY).toBeUndefined()
      vi.advanceTimersByTime(200)
      expect(history.state?.scrollY).toBe(250)
    } finally {
      vi.useRealTimers()
    }
  })

  it('writes no history when the page goes into the back/forward cache (that would evict it)', () => {
    vi.spyOn(window, 'scrollY', 'get').mockReturnValue(250)
    history.replaceState({ kept: true }, '')
    window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: true }))
    expect(history.state).toEqual({ kept: true })
    window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: false }))
    expect(history.state).toEqual({ kept: true, scrollY: 250 })
  })

  it('goes back to the earlier page and its scroll position', async () => {
    history.replaceState({ scrollY: 420 }, '')
    click('Bio')
    await settle()
    history.replaceState({ scrollY: 420 }, '', '/about')
    window.dispatchEvent(new PopStateEvent('popstate', { state: { scrollY: 420 } }))
    await vi.waitFor(() => expect(document.querySelector('h1')?.textContent).toBe('About'))
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 420, left: 0, behavior: 'instant' })
  })
})
