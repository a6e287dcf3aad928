/** Whether a base URL ('' meaning this page) is on the page's own origin. */
export function isSameOrigin(base: string): boolean {
  if (base === '') return true
  try {
    return new URL(base, globalThis.location?.href).origin === globalThis.location?.origin
  } catch {
    return false
  }
}
