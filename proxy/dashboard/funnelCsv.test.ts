import { describe, expect, it } from 'vitest'
import { funnelCsv } from './funnelCsv.ts'
import type { FunnelRow } from './funnelReport.ts'

const row = (name: string): FunnelRow => ({
  partner: 'acme',
  name,
  conversations: 4,
  replies: 10,
  offers: 2,
  clicks: 1,
  clickRate: 0.25,
})

/** The second field of the first data line, as a spreadsheet reads it. */
const nameCell = (name: string) =>
  funnelCsv({ days: [], rows: [row(name)], total: row('Total'), daily: [] }).split('\r\n')[1]!

describe('funnel.csv against formula injection (OWASP)', () => {
  it.each(["-1+cmd|' /C calc'!A0", '-2-3', '=1+1', '+1', '@SUM(A1)', '\tcmd', '\rcmd'])(
    'defuses a name that is not a plain number: %j',
    (name) => {
      expect(nameCell(name)).toMatch(/^acme,"?'/)
    },
  )

  it('keeps plain numbers and ordinary names as they are', () => {
    expect(nameCell('-12.5')).toBe('acme,-12.5,4,10,2,1,25.0%')
    expect(nameCell('Acme Dating')).toBe('acme,Acme Dating,4,10,2,1,25.0%')
  })
})
