/**
 * The script tag alone is the embed: when it carries `data-*` attributes and the page has no chat element
 * once parsed, one element is added at the end of <body> with those attributes (`data-mode="bubble"` →
 * `mode="bubble"`), a bubble unless `data-mode` says otherwise.
 */
export function mountFromScript(script: HTMLScriptElement, name: string): void {
  const attributes = Object.entries(script.dataset)
  if (attributes.length === 0) return
  const mount = () => {
    if (document.querySelector(name)) return
    const element = document.createElement(name)
    element.setAttribute('mode', 'bubble')
    for (const [key, value] of attributes) {
      element.setAttribute(
        key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`),
        value ?? '',
      )
    }
    document.body.append(element)
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', mount)
  else mount()
}
