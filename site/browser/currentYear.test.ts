import { describe, expect, it } from 'vitest'
import { showCurrentYear } from './currentYear.ts'

describe('showCurrentYear', () => {
  it('replaces the build year with the visitor’s current year', () => {
    const root = document.createElement('div')
    root.innerHTML = '<p>© <span data-current-year>2026</span> Mia AI</p>'
    showCurrentYear(root, new Date('2031-01-01T12:00:00Z'))
    expect(root.textContent).toBe('© 2031 Mia AI')
  })
})
