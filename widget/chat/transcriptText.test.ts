import { describe, expect, it } from 'vitest'
import { transcriptFileName, transcriptText } from './transcriptText.ts'

const at = new Date(2026, 10, 25, 14, 5).getTime()

describe('transcriptText', () => {
  it('writes a title with the date, then each message with its time and speaker, in the chat’s language', () => {
    const text = transcriptText(
      [
        { from: 'persona', text: 'Hey du!', time: at },
        { from: 'visitor', text: 'Hallo Mia', time: at + 60_000 },
      ],
      { locale: 'de', title: 'Unterhaltung mit Mia', personaName: 'Mia', you: 'Du' },
    )
    expect(text.split('\n')).toEqual([
      'Unterhaltung mit Mia – 25. November 2026',
      '',
      '[25.11.26, 14:05] Mia: Hey du!',
      '[25.11.26, 14:06] Du: Hallo Mia',
      '',
    ])
  })

  it('names the file after the persona and the day', () => {
    expect(transcriptFileName('mia', Date.UTC(2026, 10, 25, 12))).toBe('mia-2026-11-25.txt')
  })
})
