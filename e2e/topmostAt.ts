import type { Locator } from '@playwright/test'

/**
 * What a tap at the element's centre would hit: 'itself' (or a part of it, such as the send button's icon),
 * else a description of the element on top. Followed into open shadow roots (elementFromPoint on the page
 * stops at the host), so a control hidden under a fixed layer is told apart from one a finger reaches.
 */
export async function topmostAt(control: Locator): Promise<string> {
  return control.evaluate((element) => {
    const box = element.getBoundingClientRect()
    const x = box.left + box.width / 2
    const y = box.top + box.height / 2
    let hit = document.elementFromPoint(x, y)
    while (hit?.shadowRoot) {
      const inner = hit.shadowRoot.elementFromPoint(x, y)
      if (!inner || inner === hit) break
      hit = inner
    }
    if (hit && element.contains(hit)) return 'itself'
    return hit ? hit.outerHTML.slice(0, 120) : 'nothing'
  })
}
