type Area = 'localStorage' | 'sessionStorage'

/**
 * Browser storage that never throws: blocked third-party storage, private modes and full quotas make
 * reads return null and writes do nothing, so the chat works as if nothing were kept.
 */
export function readStored(area: Area, key: string): string | null {
  try {
    return globalThis[area].getItem(key)
  } catch {
    return null
  }
}

export function writeStored(area: Area, key: string, value: string | null): void {
  try {
    if (value === null) globalThis[area].removeItem(key)
    else globalThis[area].setItem(key, value)
  } catch {
    // Nothing is kept; the conversation still works for this page view.
  }
}
