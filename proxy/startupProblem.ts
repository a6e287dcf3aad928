import { ConfigError } from './config.ts'
import { PartnersFileError } from './partners/partnersFile.ts'
import { RedisUnreachableError } from './store/redisClient.ts'

/**
 * The one line an operator needs when the server cannot start for a reason it knows (a bad setting, a port
 * in use, a host that does not resolve, Redis away): the variable and the cause. Undefined for anything
 * else, which is a fault of the program and keeps its stack.
 */
export function startupProblem(error: unknown, env: Record<string, string | undefined>): string | undefined {
  if (
    error instanceof ConfigError ||
    error instanceof PartnersFileError ||
    error instanceof RedisUnreachableError
  )
    return error.message
  const { code, port, address } = error as { code?: unknown; port?: unknown; address?: unknown }
  const host = env.HOST ?? '0.0.0.0'
  switch (code) {
    case 'EADDRINUSE':
      return `PORT ${String(port)}: already in use on ${String(address)} (another server, or this one started twice)`
    case 'EACCES':
      return `PORT ${String(port)}: not allowed to listen there (ports below 1024 need privileges)`
    case 'EADDRNOTAVAIL':
      return `HOST ${host}: not an address of this machine`
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
    case 'EAI_FAIL':
      return `HOST ${host}: cannot be resolved (${code})`
    default:
      return undefined
  }
}
