import { afterEach, describe, expect, it, vi } from 'vitest'
import { followVisitorLanguage } from './visitorLanguage.ts'

afterEach(() => {
  vi.unstubAllGlobals()
})

function browserLanguages(languages: string[]) {
  vi.stubGlobal('navigator', { ...navigator, languages })
}

describe('followVisitorLanguage', () => {
  it('gives the chat the first of the browser’s languages it speaks, whatever the page’s lang', () => {
    browserLanguages(['pt-BR', 'sv-SE', 'en-US'])
    const chat = document.createElement('companion-chat')
    followVisitorLanguage(chat, new EventTarget())
    expect(chat.getAttribute('lang')).toBe('sv')
  })

  it('falls back to English when the browser asks for no language the chat speaks', () => {
    browserLanguages(['pt-BR', 'ja'])
    const chat = document.createElement('companion-chat')
    followVisitorLanguage(chat, new EventTarget())
    expect(chat.getAttribute('lang')).toBe('en')
  })

  it('follows a change of the browser’s languages', () => {
    browserLanguages(['de-DE'])
    const chat = document.createElement('companion-chat')
    const browser = new EventTarget()
    followVisitorLanguage(chat, browser)
    browserLanguages(['fr-FR', 'de-DE'])
    browser.dispatchEvent(new Event('languagechange'))
    expect(chat.getAttribute('lang')).toBe('fr')
  })

  it('keeps a lang the page set on the chat itself', () => {
    browserLanguages(['de-DE'])
    const chat = document.createElement('companion-chat')
    chat.setAttribute('lang', 'it')
    followVisitorLanguage(chat, new EventTarget())
    expect(chat.getAttribute('lang')).toBe('it')
  })
})
