import { createContext, useContext, useLayoutEffect, useState } from 'react'
import { inNextTask } from './nextTask.ts'

/**
 * Set by the custom element: the chat's first render is split into tasks (see useStagedStart), so that
 * none of them holds up the page for long (docs/performance.md#the-content-site).
 */
export const StagedStart = createContext(false)

/**
 * False in the first render under StagedStart, true from the task after it on (at once elsewhere): what it
 * guards renders in a task of its own, right after the one that ran the chat's hooks.
 */
export function useStagedStart(): boolean {
  const [ready, setReady] = useState(!useContext(StagedStart))
  useLayoutEffect(() => (ready ? undefined : inNextTask(() => setReady(true))), [ready])
  return ready
}
