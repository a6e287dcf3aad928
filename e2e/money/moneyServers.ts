/**
 * `node e2e/money/moneyServers.ts`: the outside world of the money loop, around the money suite’s proxy on
 * 4194: a partner's page embedding widget.js with a sub-ID for its mailing (4191), the offer site with its
 * affiliate network (4192), and the partner's postback receiver (4193), which fails twice and then accepts.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'

export const PROXY = 'http://127.0.0.1:4194'
export const PARTNER_PAGE = 'http://127.0.0.1:4191'
export const OFFER_SITE = 'http://127.0.0.1:4192'
export const RECEIVER = 'http://127.0.0.1:4193'
export const POSTBACK_SECRET = 'e2e-network-postback-secret-5b2d'

/**
 * The network's postback URL for this offer, in the network's own macro style ({aff_sub} is the click id it
 * was given as s1, {transaction_id} its id for the sale), as an operator pastes it into the network.
 */
const NETWORK_POSTBACK = `${PROXY}/postback/conversion?click_id={aff_sub}&txid={transaction_id}&payout={payout}&currency=USD&status=approved&token=${POSTBACK_SECRET}`

const html = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title></head><body><main>${body}</main></body></html>`

const PARTNER_HTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Lovely Reads</title>
<script src="${PROXY}/widget.js" async></script>
</head>
<body><main><h1>Lovely Reads</h1><companion-chat reply-delay="0" sub1="spring-mail" style="height: 600px"></companion-chat></main></body>
</html>
`

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

function send(response: ServerResponse, status: number, type: string, body: string): void {
  response.writeHead(status, { 'Content-Type': type, 'Cache-Control': 'no-store' }).end(body)
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

let sales = 0

/** The network learns of a sale for its click and posts it back to the operator, as networks do. */
async function networkConversion(clickId: string): Promise<number> {
  sales += 1
  const values: Record<string, string> = {
    aff_sub: clickId,
    transaction_id: `NET-${Date.now()}-${sales}`,
    payout: '30.00',
  }
  const url = NETWORK_POSTBACK.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(values[name] ?? ''),
  )
  const answer = await fetch(url)
  return answer.status
}

function offerSite(request: IncomingMessage, response: ServerResponse, url: URL): void {
  if (request.method === 'GET' && url.pathname === '/signup') {
    // The offer keeps the network's click id (s1) for when the visitor finishes signing up.
    const clickId = url.searchParams.get('s1') ?? ''
    return send(
      response,
      200,
      'text/html; charset=utf-8',
      html(
        'Create your account',
        `<h1>Create your account</h1><p id="partner">Referred by ${escape(url.searchParams.get('s2') ?? '')}</p>
<form method="post" action="/signup"><input type="hidden" name="s1" value="${escape(clickId)}">
<button type="submit">Create account</button></form>`,
      ),
    )
  }
  if (request.method === 'POST' && url.pathname === '/signup') {
    void readBody(request).then(async (body) => {
      const clickId = new URLSearchParams(body).get('s1') ?? ''
      const status = await networkConversion(clickId).catch((error: unknown) => {
        console.error('network postback failed', error)
        return 0
      })
      send(
        response,
        200,
        'text/html; charset=utf-8',
        html('Welcome', `<h1>Welcome aboard</h1><p>Network postback answered ${status}.</p>`),
      )
    })
    return
  }
  send(response, 404, 'text/plain', 'Not found')
}

const received: string[] = []

/** The partner's tracker: fails the first two postbacks it gets, accepts from the third on. */
function receiver(request: IncomingMessage, response: ServerResponse, url: URL): void {
  if (url.pathname === '/received') return send(response, 200, 'application/json', JSON.stringify(received))
  if (url.pathname !== '/pb') return send(response, 404, 'text/plain', 'Not found')
  received.push(url.href)
  if (received.length <= 2) return send(response, 500, 'text/plain', 'tracker down')
  send(response, 200, 'text/plain', 'ok')
}

if (import.meta.main) {
  const servers: [string, (req: IncomingMessage, res: ServerResponse, url: URL) => void][] = [
    [
      PARTNER_PAGE,
      (_req, res, url) =>
        url.pathname === '/'
          ? send(res, 200, 'text/html; charset=utf-8', PARTNER_HTML)
          : send(res, 404, 'text/plain', 'Not found'),
    ],
    [OFFER_SITE, offerSite],
    [RECEIVER, receiver],
  ]
  for (const [origin, handle] of servers) {
    createServer((request, response) =>
      handle(request, response, new URL(request.url ?? '/', origin)),
    ).listen(Number(new URL(origin).port), '127.0.0.1', () => console.log(`money loop server at ${origin}/`))
  }
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(0))
}
