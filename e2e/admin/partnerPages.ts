/**
 * `node e2e/admin/partnerPages.ts`: two partner sites on two origins (ports 4176 and 4177), each a page
 * embedding widget.js from the admin suite's proxy on 4175, plus a landing page for the sign-up redirect.
 */
import { createServer } from 'node:http'

export const PROXY = 'http://127.0.0.1:4175'
export const PARTNER_PAGES = { acme: 'http://127.0.0.1:4176', globex: 'http://127.0.0.1:4177' } as const

/** Acme tags its traffic with a sub-ID on the element, as a partner does. */
const SUB_IDS: Record<string, string> = { acme: ' sub1="spring-sale"' }

const page = (name: string, attributes = '') => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${name}</title>
<script src="${PROXY}/widget.js" async></script>
</head>
<body><main><h1>${name}</h1><companion-chat reply-delay="0"${attributes} style="height: 600px"></companion-chat></main></body>
</html>
`

const JOINED = '<!doctype html><html lang="en"><title>Joined</title><h1>Joined</h1></html>'

if (import.meta.main) {
  for (const [id, origin] of Object.entries(PARTNER_PAGES)) {
    const server = createServer((request, response) => {
      const { pathname } = new URL(request.url ?? '/', origin)
      const body =
        pathname === '/' ? page(`Partner ${id}`, SUB_IDS[id]) : pathname === '/joined' ? JOINED : undefined
      response
        .writeHead(body ? 200 : 404, {
          'Content-Type': 'text/html; charset=utf-8',
          'Cache-Control': 'no-store',
        })
        .end(body ?? 'Not found')
    })
    server.listen(Number(new URL(origin).port), '127.0.0.1', () => console.log(`partner ${id} at ${origin}/`))
    for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(0))
  }
}
