/**
 * What pages built without a public origin carry in its place (canonical URLs, og:image, the sitemap). The
 * server puts the origin each request reached it at there when it serves them: link previews need absolute
 * URLs, and that origin is the one the crawler could fetch the page from. (`.invalid` never resolves.)
 */
export const UNSET_ORIGIN = 'http://public-origin.invalid'

export interface PublicOrigin {
  /** `https://chat.example.com`, or undefined when neither variable is set. */
  origin: string | undefined
  /** Set when only the former name, SITE_URL, gave it. */
  warning?: string
}

/** PUBLIC_URL, or for one more release its former name SITE_URL; throws on a value that is not an origin. */
export function publicOrigin(env: Record<string, string | undefined>): PublicOrigin {
  if (env.PUBLIC_URL) return { origin: originOf('PUBLIC_URL', env.PUBLIC_URL) }
  if (!env.SITE_URL) return { origin: undefined }
  return {
    origin: originOf('SITE_URL', env.SITE_URL),
    warning:
      'SITE_URL is the former name of PUBLIC_URL and will stop working in the next release: set PUBLIC_URL instead',
  }
}

function originOf(name: string, text: string): string {
  const url = URL.canParse(text) ? new URL(text) : undefined
  if (!url || !/^https?:$/.test(url.protocol) || url.href !== `${url.origin}/`) {
    throw new Error(
      `${name}: expected the public http(s) origin only, such as https://chat.example.com, not '${text}'`,
    )
  }
  return url.origin
}

/** In the built site's folder (dist/site): `{ "publicUrl": "https://…" }`, or null when built without one. */
export const BUILT_FOR_FILE = '.built-for.json'
