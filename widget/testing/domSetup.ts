import { cleanup } from '@testing-library/react'
import { afterAll, vi } from 'vitest'

/**
 * The browser-side files share one jsdom per test worker (`isolate: false` in vitest.config.ts), so each file
 * leaves the page, the storage, the clock and the stubs as it found them.
 */
afterAll(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  // A file may choose the node environment instead (`@vitest-environment node`).
  if (typeof document === 'undefined') return
  cleanup()
  localStorage.clear()
  sessionStorage.clear()
  document.head.replaceChildren()
  document.body.replaceChildren()
  document.documentElement.removeAttribute('lang')
})
