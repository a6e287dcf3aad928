import { useEffect, useState } from 'react'
import { loadExtras, type Extras } from './loadExtras.ts'

/** The extras module once `needed` has been true and it has loaded; undefined until then (and if it fails). */
export function useExtras(needed?: boolean): Extras | undefined {
  const [extras, setExtras] = useState<Extras>()
  useEffect(() => {
    if (needed && !extras) loadExtras().then(setExtras, () => undefined)
  }, [needed, extras])
  return extras
}
