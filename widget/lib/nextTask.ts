/**
 * Resolves in a task after the current one, so that long work done in steps lets the browser paint and
 * answer input between them: `scheduler.yield()` where the browser has it (the rest runs before other
 * queued tasks), a zero-delay timer elsewhere. See docs/performance.md#the-content-site.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler
  if (typeof scheduler?.yield === 'function') return scheduler.yield()
  return new Promise((resolve) => setTimeout(resolve))
}

/** Runs `callback` in a task after the current one (see nextTask); the function returned cancels it. */
export function inNextTask(callback: () => void): () => void {
  let live = true
  void nextTask().then(() => {
    if (live) callback()
  })
  return () => {
    live = false
  }
}
