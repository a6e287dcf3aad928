import { describe, expect, it } from 'vitest'
import { ageFields, ageGateReducer, ageGateView, type AgeGateState } from './ageGate.ts'

const start: AgeGateState = { mode: null, confirmed: false, rejectedToken: null }

describe('the age gate', () => {
  it('stays open while the mode is unknown or off', () => {
    expect(ageGateView(start, undefined)).toBe('open')
    expect(ageGateView(ageGateReducer(start, { type: 'config', mode: 'off' }), undefined)).toBe('open')
  })

  it('confirm: asks until the visitor confirms, then sends ageConfirmed; a 403 asks again', () => {
    let state = ageGateReducer(start, { type: 'config', mode: 'confirm' })
    expect(ageGateView(state, undefined)).toBe('confirm')
    expect(ageFields(state, undefined)).toEqual({})
    state = ageGateReducer(state, { type: 'confirmed' })
    expect(ageGateView(state, undefined)).toBe('open')
    expect(ageFields(state, undefined)).toEqual({ ageConfirmed: true })
    state = ageGateReducer(state, { type: 'required', code: 'age_confirmation_required', token: undefined })
    expect(ageGateView(state, undefined)).toBe('confirm')
  })

  it('token: shut without a token and for the token the server refused, open for a new one', () => {
    let state = ageGateReducer(start, { type: 'config', mode: 'token' })
    expect(ageGateView(state, undefined)).toBe('verify')
    expect(ageGateView(state, 'a')).toBe('open')
    expect(ageFields(state, 'a')).toEqual({ ageToken: 'a' })
    state = ageGateReducer(state, { type: 'required', code: 'age_verification_required', token: 'a' })
    expect(ageGateView(state, 'a')).toBe('verify')
    expect(ageGateView(state, 'b')).toBe('open')
  })

  it('learns the mode from a 403 when the config could not be had', () => {
    const state = ageGateReducer(start, {
      type: 'required',
      code: 'age_verification_required',
      token: undefined,
    })
    expect(ageGateView(state, undefined)).toBe('verify')
  })
})
