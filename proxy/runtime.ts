/**
 * How the server's Node process is started (`npm start`, benches, the cluster stage): V8 and glibc settings
 * that keep one instance's memory near its live data rather than room the runtime keeps (figures in
 * docs/performance.md#memory):
 * - semi-spaces of 16 MB instead of the 64 MB V8 grows them to under load (smaller ones cost throughput:
 *   more short-lived request data survives into the old generation);
 * - an old-space limit, which also makes V8 grow the old generation by a small factor after each full
 *   collection instead of four times (the default on machines with much memory); MAX_SESSIONS keeps the
 *   live heap well below it;
 * - two malloc arenas instead of one per thread (V8's helper threads each kept their own).
 * An operator's own value of any of them (command line, NODE_OPTIONS, environment) wins.
 */
export const RUNTIME_FLAGS = ['--max-semi-space-size=16', '--max-old-space-size=512'] as const
export const RUNTIME_ENV = { MALLOC_ARENA_MAX: '2' } as const

/** The Node arguments to start `entry` with: the runtime flags the caller did not set itself, then `extra`. */
export function runtimeArgs(
  entry: string,
  extra: readonly string[] = [],
  env: Record<string, string | undefined> = process.env,
): string[] {
  const given = [...extra, ...(env.NODE_OPTIONS ?? '').split(/\s+/)]
  const missing = RUNTIME_FLAGS.filter((flag) => !given.some((arg) => sameFlag(arg, flag)))
  return [...missing, ...extra, entry]
}

/** The environment to start the server in: `env` plus the runtime variables it does not set itself. */
export function runtimeEnv(
  env: Record<string, string | undefined> = process.env,
): Record<string, string | undefined> {
  return { ...RUNTIME_ENV, ...env }
}

function sameFlag(arg: string, flag: string): boolean {
  const name = (value: string) => value.split('=')[0]!.replaceAll('_', '-')
  return name(arg) === name(flag)
}
