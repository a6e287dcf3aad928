/**
 * The widget's CSS lives in its shadow roots, never in the host page's <head>. Every compiled
 * `.css.ts` module registers its text here (see build/shadowStyles.ts); one constructable sheet holds
 * all of it and is adopted by every shadow root, so ten widgets on a page share one parsed sheet.
 */
const cssByKey = new Map<string, string>()
const fallbackStyles = new Set<WeakRef<HTMLStyleElement>>()
let sharedSheet: CSSStyleSheet | undefined

/** Adds or replaces (during hot reload) one module's CSS. */
export function registerStyles(key: string, css: string): void {
  cssByKey.set(key, css)
  const text = allCss()
  sharedSheet?.replaceSync(text)
  for (const ref of fallbackStyles) {
    const style = ref.deref()
    if (style) style.textContent = text
    else fallbackStyles.delete(ref)
  }
}

/**
 * Parses the shared sheet now, where the browser can adopt it, so that a page can do this in a task before
 * the one that shows the chat (docs/performance.md#the-content-site).
 */
export function prepareStyles(): CSSStyleSheet | undefined {
  if (!sharedSheet && typeof CSSStyleSheet === 'function' && 'replaceSync' in CSSStyleSheet.prototype) {
    sharedSheet = new CSSStyleSheet()
    sharedSheet.replaceSync(allCss())
  }
  return sharedSheet
}

/** Gives a shadow root the widget's styles: the shared sheet, or a <style> where adoption is unsupported. */
export function adoptStyles(root: ShadowRoot): void {
  const sheet =
    'adoptedStyleSheets' in root && typeof CSSStyleSheet === 'function' ? prepareStyles() : undefined
  if (sheet) {
    if (!root.adoptedStyleSheets.includes(sheet))
      root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet]
    return
  }
  const style = root.ownerDocument.createElement('style')
  style.textContent = allCss()
  root.prepend(style)
  fallbackStyles.add(new WeakRef(style))
}

function allCss(): string {
  return [...cssByKey.values()].join('\n')
}
