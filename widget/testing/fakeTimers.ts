import { vi } from 'vitest'

/**
 * Fake timers that Testing Library can see through. Its async helpers wait on a real-looking
 * setTimeout(0) and only advance it for a global `jest`; without one they hang under vitest's clock.
 */
export function useTestingLibraryFakeTimers(): void {
  vi.useFakeTimers()
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) })
}
