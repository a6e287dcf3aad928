/** Whether a URL (absolute, or relative to this page) is on another origin than this page: a partner's page. */
export function isOtherOrigin(url: string): boolean {
  try {
    return new URL(url, location.href).origin !== location.origin
  } catch {
    return false
  }
}
