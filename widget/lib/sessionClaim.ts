import { useEffect, useState } from 'react'

const claimed = new Set<string>()

/**
 * Several chats on one page for the same server and persona would otherwise share one saved session and
 * talk over each other: the first one mounted gets the storage key until it unmounts, the others keep
 * their session in memory (null).
 */
export function useClaimedKey(key: string): string | null {
  const [claim] = useState(() => {
    if (claimed.has(key)) return null
    claimed.add(key)
    return key
  })
  useEffect(
    () => () => {
      if (claim) claimed.delete(claim)
    },
    [claim],
  )
  return claim
}
