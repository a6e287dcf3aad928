import type { AgeGateMode, ChatRequest } from '../../core/protocol.ts'
import type { AgeErrorCode } from './chatTypes.ts'

/** open: the visitor may write; confirm: "I'm 18 or older" first; verify: a valid age token first. */
export type AgeGateView = 'open' | 'confirm' | 'verify'

export interface AgeGateState {
  /** The operator's mode for this visitor, from the widget config or learnt from a 403; null: not known. */
  mode: AgeGateMode | null
  confirmed: boolean
  /** The token the server turned away: the gate stays shut until another one arrives. */
  rejectedToken: string | null
}

export type AgeGateAction =
  | { type: 'config'; mode: AgeGateMode }
  | { type: 'confirmed' }
  | { type: 'required'; code: AgeErrorCode; token: string | undefined }

export function ageGateReducer(state: AgeGateState, action: AgeGateAction): AgeGateState {
  switch (action.type) {
    case 'config':
      return { ...state, mode: action.mode }
    case 'confirmed':
      return { ...state, confirmed: true }
    case 'required':
      return action.code === 'age_confirmation_required'
        ? { ...state, mode: 'confirm', confirmed: false }
        : { ...state, mode: 'token', rejectedToken: action.token ?? null }
  }
}

export function ageGateView(state: AgeGateState, token: string | undefined): AgeGateView {
  if (state.mode === 'confirm' && !state.confirmed) return 'confirm'
  if (state.mode === 'token' && (!token || token === state.rejectedToken)) return 'verify'
  return 'open'
}

/** What every chat request carries: the declaration once made, the token whenever there is one. */
export function ageFields(
  state: AgeGateState,
  token: string | undefined,
): Pick<ChatRequest, 'ageConfirmed' | 'ageToken'> {
  return { ...(state.confirmed ? { ageConfirmed: true } : {}), ...(token ? { ageToken: token } : {}) }
}
