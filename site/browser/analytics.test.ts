import { afterEach, describe, expect, it, vi } from 'vitest'
import { trackEvent, trackPageView } from './analytics.ts'

const globals = ['gtag', 'plausible', '_paq', 'umami', '__analytics']

afterEach(() => {
  for (const name of globals) Reflect.deleteProperty(window, name)
  vi.restoreAllMocks()
})

function installAll() {
  const services = {
    gtag: vi.fn(),
    plausible: vi.fn(),
    _paq: [] as unknown[],
    umami: { track: vi.fn() },
    __analytics: vi.fn(),
  }
  Object.assign(window, services)
  return services
}

describe('trackPageView', () => {
  it('reports the page to every analytics service on the page, in each one’s own terms', () => {
    document.title = 'Bio | Mia AI'
    const services = installAll()
    trackPageView('/bio')
    const url = `${window.location.origin}/bio`
    expect(services.gtag).toHaveBeenCalledWith('event', 'page_view', {
      page_location: url,
      page_path: '/bio',
      page_title: 'Bio | Mia AI',
    })
    expect(services.plausible).toHaveBeenCalledWith('pageview', { u: url })
    expect(services._paq).toEqual([
      ['setCustomUrl', url],
      ['setDocumentTitle', 'Bio | Mia AI'],
      ['trackPageView'],
    ])
    const umamiProps = services.umami.track.mock.calls[0]?.[0] as (p: object) => object
    expect(umamiProps({ website: 'id' })).toEqual({ website: 'id', url: '/bio', title: 'Bio | Mia AI' })
    expect(services.__analytics).toHaveBeenCalledWith('pageview', '/bio')
  })

  it('keeps Matomo’s queue object working after its script replaced the array', () => {
    const push = vi.fn(function (this: unknown) {
      return this
    })
    const queue = { push }
    Object.assign(window, { _paq: queue })
    trackPageView('/about')
    expect(push).toHaveBeenCalledWith(['trackPageView'])
    expect(push.mock.contexts[0]).toBe(queue)
  })

  it('sends nothing and throws nothing when no service is present or a global is not callable', () => {
    expect(() => trackPageView('/bio')).not.toThrow()
    Object.assign(window, { gtag: 'not a function', umami: {}, _paq: null, __analytics: { track: 1 } })
    expect(() => trackPageView('/bio')).not.toThrow()
  })

  it('still reports to the other services when one of them throws', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const services = installAll()
    services.gtag.mockImplementation(() => {
      throw new Error('blocked')
    })
    trackPageView('/terms')
    expect(services.plausible).toHaveBeenCalled()
    expect(services.__analytics).toHaveBeenCalledWith('pageview', '/terms')
    expect(warn).toHaveBeenCalledWith('Analytics (gtag) failed', expect.any(Error))
  })
})

describe('trackEvent', () => {
  it('reports a named event to every service', () => {
    const services = installAll()
    trackEvent('chat_signup_click')
    expect(services.gtag).toHaveBeenCalledWith('event', 'chat_signup_click')
    expect(services.plausible).toHaveBeenCalledWith('chat_signup_click')
    expect(services._paq).toEqual([['trackEvent', 'Chat', 'chat_signup_click']])
    expect(services.umami.track).toHaveBeenCalledWith('chat_signup_click')
    expect(services.__analytics).toHaveBeenCalledWith('event', 'chat_signup_click')
  })
})
