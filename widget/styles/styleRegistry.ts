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

/** Gives a shadow root the widget's styles: the shared sheet, or a <style> where adoption is unsupported. */
export function adoptStyles(root: ShadowRoot): void {
  if (supportsAdoption(root)) {
    if (!sharedSheet) {
      sharedSheet = new CSSStyleSheet()
      sharedSheet.replaceSync(allCss())
    }
    if (!root.adoptedStyleSheets.includes(sharedSheet)) {
      root.adoptedStyleSheets = [...root.adoptedStyleSheets, sharedSheet]
    }
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

function supportsAdoption(root: ShadowRoot): boolean {
  return (
    'adoptedStyleSheets' in root &&
    typeof CSSStyleSheet === 'function' &&
    typeof CSSStyleSheet.prototype.replaceSync === 'function'
  )
}
