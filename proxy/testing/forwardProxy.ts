import { once } from 'node:events'
import { createServer, request } from 'node:http'
import { connect, type AddressInfo, type Socket } from 'node:net'

export interface ForwardProxy {
  /** http://127.0.0.1:PORT */
  url: string
  /** What it was asked to forward, oldest first: `POST http://…/v1/chat/completions`, `CONNECT 127.0.0.1:443`. */
  seen: string[]
  close(): Promise<void>
}

/**
 * An egress proxy on loopback, as operators run one: plain HTTP requests arrive with an absolute URI and are
 * sent on; HTTPS arrives as CONNECT and is tunnelled byte for byte (the TLS stays end to end).
 */
export async function startForwardProxy(): Promise<ForwardProxy> {
  const seen: string[] = []
  const sockets = new Set<Socket>()
  const server = createServer((req, res) => {
    seen.push(`${req.method} ${req.url}`)
    const onward = request(req.url!, { method: req.method, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers)
      answer.pipe(res)
    })
    onward.on('error', () => res.writeHead(502).end())
    req.pipe(onward)
  })
  server.on('connect', (req, client: Socket, head: Buffer) => {
    seen.push(`CONNECT ${req.url}`)
    const [host, port] = req.url!.split(':')
    const target = connect(Number(port), host, () => {
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n')
      target.write(head)
      target.pipe(client).pipe(target)
    })
    for (const socket of [client, target]) {
      sockets.add(socket)
      socket.on('error', () => socket.destroy())
      socket.on('close', () => sockets.delete(socket))
    }
  })
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    seen,
    async close() {
      for (const socket of sockets) socket.destroy()
      server.closeAllConnections()
      server.close()
      await once(server, 'close')
    },
  }
}
