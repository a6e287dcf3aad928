import { afterEach, describe, expect, it, vi } from 'vitest'
import { reportPageViews } from './pageViews.ts'

afterEach(() => {
  Reflect.deleteProperty(window, '__analytics')
  Reflect.deleteProperty(document, 'prerendering')
})

/** Each page view the site hook receives, by path. */
function watchHook() {
  const hook = vi.fn()
  Object.assign(window, { __analytics: hook })
  return () => hook.mock.calls.filter(([kind]) => kind === 'pageview').map(([, path]) => path as string)
}

/** A window of its own, so each test's listeners stay with it. */
function pageWindow(): Window {
  return Object.assign(new EventTarget(), { location: window.location }) as unknown as Window
}

const path = window.location.pathname

describe('reportPageViews', () => {
  it('reports the page once when it loads', () => {
    const views = watchHook()
    const page = pageWindow()
    reportPageViews(document, page)
    expect(views()).toEqual([path])
    page.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: false }))
    expect(views()).toEqual([path])
  })

  it('reports again when back or forward restores the page from the back/forward cache', () => {
    const views = watchHook()
    const page = pageWindow()
    reportPageViews(document, page)
    page.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }))
    expect(views()).toEqual([path, path])
  })

  it('waits until a prerendered page is opened before reporting it, and reports it once', () => {
    const views = watchHook()
    Object.defineProperty(document, 'prerendering', { value: true, configurable: true })
    reportPageViews(document, pageWindow())
    expect(views()).toEqual([])
    document.dispatchEvent(new Event('prerenderingchange'))
    document.dispatchEvent(new Event('prerenderingchange'))
    expect(views()).toEqual([path])
  })
})
