let defaultBase = ''

/**
 * Where the API lives when the page gives no `api-base`: the script-tag entry sets the origin the
 * widget was loaded from; bundled into a site, it stays '' (same origin).
 */
export function defaultApiBase(): string {
  return defaultBase
}

export function setDefaultApiBase(base: string): void {
  defaultBase = trimSlash(base)
}

export function trimSlash(url: string): string {
  return url.replace(/\/+$/, '')
}
