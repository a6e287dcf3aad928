import { describe, expect, it } from 'vitest'
import { relativeTime } from './relativeTime.ts'

const NOW = Date.parse('2026-03-01T12:00:00Z')
const MINUTE = 60_000

describe('relativeTime', () => {
  it.each([
    [0, 'just now'],
    [-5_000, 'just now'],
    [59_999, 'just now'],
    [MINUTE, '1 minute ago'],
    [5 * MINUTE, '5 minutes ago'],
    [59 * MINUTE, '59 minutes ago'],
    [60 * MINUTE, '1 hour ago'],
    [25 * 60 * MINUTE, 'yesterday'],
    [3 * 24 * 60 * MINUTE, '3 days ago'],
  ])('a message %i ms old reads "%s"', (age, expected) => {
    expect(relativeTime(NOW - age, NOW)).toBe(expected)
  })
})

describe('relativeTime in the chat’s language', () => {
  it.each<[string, string, number, string]>([
    ['de', 'gerade eben', 0, 'gerade eben'],
    ['de', 'gerade eben', 5 * MINUTE, 'vor 5 Minuten'],
    ['de', 'gerade eben', 25 * 60 * MINUTE, 'gestern'],
    ['fr', 'à l’instant', 2 * 60 * MINUTE, 'il y a 2 heures'],
    ['fi', 'juuri nyt', 3 * MINUTE, '3 minuuttia sitten'],
  ])('%s: %s, %i ms old, reads %s', (locale, justNow, age, expected) => {
    expect(relativeTime(NOW - age, NOW, locale, justNow)).toBe(expected)
  })
})
