import { Agent, EnvHttpProxyAgent, type Dispatcher } from 'undici'

/**
 * The dispatcher of the model and moderation calls: keep-alive connections, through the egress proxy that
 * HTTP_PROXY or HTTPS_PROXY names (lower case first, as curl and undici read them) except to the hosts
 * NO_PROXY lists. The variables are read once, here: undici's EnvHttpProxyAgent, left to read them itself,
 * checks NO_PROXY in the environment and parses the URL again on every call. Without a proxy, a plain Agent.
 * Figures: docs/performance.md#trick-egress-agent.
 */
export function egressAgent(env: Record<string, string | undefined> = process.env): Dispatcher {
  const httpProxy = env.http_proxy ?? env.HTTP_PROXY
  const httpsProxy = env.https_proxy ?? env.HTTPS_PROXY
  if (!httpProxy && !httpsProxy) return new Agent()
  return new EnvHttpProxyAgent({ httpProxy, httpsProxy, noProxy: env.no_proxy ?? env.NO_PROXY ?? '' })
}
