import { useCallback, useEffect, useMemo, useReducer } from 'react'
import type { AgeGateMode } from '../../core/protocol.ts'
import { readStored, writeStored } from '../lib/storage.ts'
import { ageFields, ageGateReducer, ageGateView } from './ageGate.ts'
import type { AgeErrorCode, ChatAge } from './chatTypes.ts'

/**
 * The age gate as the operator set it for this visitor: the view to show instead of the message input, the
 * fields for each chat request, and what a 403 from the server changes. The declaration is kept per browser.
 */
export function useAgeGate(mode: AgeGateMode | null, token: string | undefined, storageKey: string) {
  const [state, dispatch] = useReducer(ageGateReducer, undefined, () => ({
    mode: null,
    confirmed: readStored('localStorage', storageKey) === '1',
    rejectedToken: null,
  }))
  useEffect(() => {
    if (mode) dispatch({ type: 'config', mode })
  }, [mode])
  const confirm = useCallback(() => {
    writeStored('localStorage', storageKey, '1')
    dispatch({ type: 'confirmed' })
  }, [storageKey])
  const view = ageGateView(state, token)
  const age = useMemo<ChatAge>(
    () => ({
      fields: ageFields(state, token),
      open: view === 'open',
      onRequired: (code: AgeErrorCode) => {
        if (code === 'age_confirmation_required') writeStored('localStorage', storageKey, null)
        dispatch({ type: 'required', code, token })
      },
    }),
    [state, token, storageKey, view],
  )
  return { view, age, confirm }
}
