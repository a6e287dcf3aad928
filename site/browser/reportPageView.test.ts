import { afterEach, describe, expect, it, vi } from 'vitest'
import { reportPageView } from './reportPageView.ts'

afterEach(() => {
  Reflect.deleteProperty(window, '__analytics')
  vi.restoreAllMocks()
})

describe('reportPageView', () => {
  it('calls the configured global with the page path', () => {
    const analytics = vi.fn()
    Object.assign(window, { __analytics: analytics })
    reportPageView('/bio')
    expect(analytics).toHaveBeenCalledWith('pageview', '/bio')
  })

  it('does nothing when the global is missing or not a function', () => {
    expect(() => reportPageView('/bio')).not.toThrow()
    Object.assign(window, { __analytics: { track: vi.fn() } })
    expect(() => reportPageView('/bio')).not.toThrow()
  })

  it('keeps navigation alive when the analytics function throws', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    Object.assign(window, {
      __analytics: () => {
        throw new Error('blocked')
      },
    })
    expect(() => reportPageView('/bio')).not.toThrow()
    expect(warn).toHaveBeenCalled()
  })
})
