/**
 * `node e2e/portal/snippetPage.ts`: a partner's page on its own origin (port 4185) with whatever snippet the
 * test pastes: `/?snippet=<base64url>` puts the snippet into the page's body as it is.
 */
import { createServer } from 'node:http'

export const SNIPPET_ORIGIN = 'http://127.0.0.1:4185'

const page = (snippet: string) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Acme Dating</title>
</head>
<body><main><h1>Acme Dating</h1>
${snippet}
</main></body>
</html>
`

if (import.meta.main) {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', SNIPPET_ORIGIN)
    const snippet = Buffer.from(url.searchParams.get('snippet') ?? '', 'base64url').toString('utf8')
    response
      .writeHead(url.pathname === '/' ? 200 : 404, {
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': 'no-store',
      })
      .end(url.pathname === '/' ? page(snippet) : 'Not found')
  })
  server.listen(4185, '127.0.0.1', () => console.log(`partner page at ${SNIPPET_ORIGIN}/`))
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(0))
}
