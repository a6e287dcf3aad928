/** The URL if it is http(s), else null: a link the server sends must never become `javascript:`. */
export function safeUrl(url: string, base?: string): string | null {
  try {
    const parsed = new URL(url, base ?? globalThis.location?.href)
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null
  } catch {
    return null
  }
}
