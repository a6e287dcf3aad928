import { spawn, type ChildProcess } from 'node:child_process'
import http from 'node:http'
import type { Socket } from 'node:net'
import { fileURLToPath } from 'node:url'

const SERVER = fileURLToPath(new URL('../server.ts', import.meta.url))

export interface ServerProcess {
  url: string
  child: ChildProcess
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string
  exited: Promise<number | null>
}

/** `node proxy/server.ts` as its own process (real signals, real listener), resolved once it listens. */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, [SERVER], {
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  const url = await new Promise<string>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString('utf8')
      const match = /running at (\S+)/.exec(output)
      if (match) resolve(match[1]!)
    }
    child.stdout.on('data', read)
    child.stderr.on('data', read)
    void exited.then((code) => reject(new Error(`server exited with ${code}: ${output}`)))
  })
  return { url, child, output: () => output, exited }
}

export interface RawResponse {
  status: number
  headers: http.IncomingHttpHeaders
  body: string
  socket: Socket
}

/** One request over node:http, so tests see the Connection header and the socket it used. */
export function rawRequest(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string; agent?: http.Agent } = {},
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      { method: options.method ?? 'GET', headers: options.headers, agent: options.agent ?? false },
      (res) => {
        let body = ''
        res.setEncoding('utf8')
        res.on('data', (chunk: string) => (body += chunk))
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body, socket: req.socket! }),
        )
        res.on('error', reject)
      },
    )
    req.on('error', reject)
    req.end(options.body)
  })
}
