/**
 * The script tag alone is the embed: when it carries `data-*` attributes of the element (`attributes`) and the
 * page has no chat element once parsed, one element is added at the end of <body> with those attributes
 * (`data-mode="bubble"` → `mode="bubble"`), a bubble unless `data-mode` says otherwise. Any other `data-*` is
 * left alone: copied, `data-onmouseover` would become a live event handler.
 */
export function mountFromScript(
  script: HTMLScriptElement,
  name: string,
  attributes: readonly string[],
): void {
  const given = attributes.flatMap((attribute) => {
    const value = script.getAttribute(`data-${attribute}`)
    return value === null ? [] : [[attribute, value] as const]
  })
  if (given.length === 0) return
  const mount = () => {
    if (document.querySelector(name)) return
    const element = document.createElement(name)
    element.setAttribute('mode', 'bubble')
    for (const [attribute, value] of given) element.setAttribute(attribute, value)
    document.body.append(element)
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', mount)
  else mount()
}
