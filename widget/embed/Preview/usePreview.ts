import { useEffect, useState } from 'react'
import { readStored, writeStored } from '../../lib/storage.ts'

/**
 * Whether the greeting preview is due: `delaySeconds` after the launcher appears, once per visitor (`seenKey`
 * in localStorage); `dismiss` hides it. Undefined `delaySeconds`: never.
 */
export function usePreview(delaySeconds: number | undefined, seenKey: string | null) {
  const [shown, setShown] = useState(false)
  useEffect(() => {
    if (delaySeconds === undefined || (seenKey && readStored('localStorage', seenKey))) return
    const timer = setTimeout(() => {
      if (seenKey) writeStored('localStorage', seenKey, '1')
      setShown(true)
    }, delaySeconds * 1000)
    return () => clearTimeout(timer)
  }, [delaySeconds, seenKey])
  return { shown, dismiss: () => setShown(false) }
}
