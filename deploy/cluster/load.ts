import { chat, type ChatOptions } from './client.ts'

export interface LoadResult {
  succeeded: number
  /** What each failed request got: a status, or the network error's message. */
  failures: string[]
}

const MAX_SECONDS = 90

/**
 * A bounded client load: `clients` visitors, each sending one message after another (a new conversation once
 * the free replies are used), until stop() or MAX_SECONDS. Each model call takes 100 ms, so calls are in
 * flight whenever an instance is told to stop.
 */
export function startLoad(url: string, visitor: ChatOptions, clients: number) {
  let running = true
  const result: LoadResult = { succeeded: 0, failures: [] }
  const until = Date.now() + MAX_SECONDS * 1000
  const client = async (n: number): Promise<void> => {
    let sessionId: string | undefined
    while (running && Date.now() < until) {
      try {
        const answer = await chat(url, `load ${n} [[slow:100]]`, { ...visitor, sessionId })
        if (answer.status !== 200 || answer.body.reply?.kind === 'failed') {
          result.failures.push(`${answer.status} ${JSON.stringify(answer.body)}`)
          continue
        }
        result.succeeded += 1
        sessionId = answer.body.remaining === 0 ? undefined : answer.body.sessionId
      } catch (error) {
        result.failures.push(error instanceof Error ? error.message : String(error))
      }
    }
  }
  const clientsDone = Promise.all(Array.from({ length: clients }, (_, n) => client(n)))
  return {
    async stop(): Promise<LoadResult> {
      running = false
      await clientsDone
      return result
    },
  }
}
