import { useLayoutEffect } from 'react'

/** A theme value that is a colour, a length or font names: no functions (`url()`), no braces, no `;`. */
const SAFE_VALUE = /^[\w\s#.,'"-]{1,100}$/

/**
 * The partner's theme from the widget config, as a `:host` sheet adopted after the widget's own: it beats
 * the defaults, while the page's CSS on the element and its `style` attribute still beat it. Adopted in the
 * commit that first draws the chat, so the default look never shows. Browsers without constructable sheets
 * keep the default look.
 */
export function usePartnerTheme(root: ShadowRoot | HTMLElement | undefined, theme: unknown): void {
  useLayoutEffect(() => adoptTheme(root, theme), [root, theme])
}

/**
 * Every value goes through the CSSOM as one custom property (`--companion-<name>`), never into CSS text, and
 * only plain values are taken. Returns what takes the sheet away again.
 */
function adoptTheme(root: ShadowRoot | HTMLElement | undefined, theme: unknown): (() => void) | undefined {
  if (!theme || !root || !('adoptedStyleSheets' in root)) return
  const sheet = new CSSStyleSheet()
  sheet.insertRule(':host{}')
  const { style } = sheet.cssRules[0] as CSSStyleRule
  for (const [name, value] of Object.entries(theme))
    if (SAFE_VALUE.test(value as string)) style.setProperty(`--companion-${name}`, value as string)
  root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet]
  return () => {
    root.adoptedStyleSheets = root.adoptedStyleSheets.filter((item) => item !== sheet)
  }
}
