import { type ChildProcess, spawn } from 'node:child_process'
import { createInterface } from 'node:readline'
import { runtimeArgs, runtimeEnv } from '../proxy/runtime.ts'

export interface ChildServerOptions {
  /** Opens an IPC channel to the child. */
  ipc?: boolean
  /** Sends the child's standard output to /dev/null (its request log lines, for the proxy). */
  discardStdout?: boolean
  /** Starts the child with exactly `args` and `env`, without the runtime settings of `npm start`. */
  asIs?: boolean
  /** The tree to run in (default: this process's working directory). */
  cwd?: string
}

/**
 * Starts a Node child and resolves once it prints its URL: a `ready URL` line, or the proxy's start-up line on
 * stderr. Servers under test run with the runtime settings `npm start` uses (proxy/runtime.ts); the fake
 * upstream runs `asIs`. `onStart` gets the child at once, so a caller can stop it even if it never gets ready.
 * A server's request logs belong in /dev/null (`discardStdout`), as with a log collector that keeps up: a pipe
 * drained by the busy load generator would push back on the server.
 */
export async function startChildServer(
  name: string,
  args: string[],
  env: Record<string, string> = {},
  options: ChildServerOptions = {},
  onStart: (child: ChildProcess) => void = () => undefined,
): Promise<{ url: string; child: ChildProcess }> {
  const entry = args.findIndex((arg) => !arg.startsWith('--'))
  const nodeArgs = options.asIs
    ? args
    : [...runtimeArgs(args[entry]!, args.slice(0, entry), env), ...args.slice(entry + 1)]
  const child = spawn(process.execPath, nodeArgs, {
    cwd: options.cwd,
    env: options.asIs ? { ...process.env, ...env } : runtimeEnv({ ...process.env, ...env }),
    stdio: [
      'ignore',
      options.discardStdout ? 'ignore' : 'pipe',
      'pipe',
      ...(options.ipc ? (['ipc'] as const) : []),
    ],
  })
  onStart(child)
  const url = await new Promise<string>((resolve, reject) => {
    const pick = (line: string) => {
      const found = /^ready (\S+)/.exec(line)?.[1] ?? /running at (\S+)/.exec(line)?.[1]
      if (found) resolve(found)
    }
    for (const stream of [child.stdout, child.stderr])
      if (stream) createInterface({ input: stream }).on('line', pick)
    child.once('exit', (code) => reject(new Error(`${name} exited with ${code}`)))
  })
  return { url, child }
}
