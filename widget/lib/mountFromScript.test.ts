import { afterEach, describe, expect, it } from 'vitest'
import { mountFromScript } from './mountFromScript.ts'

afterEach(() => document.body.replaceChildren())

const ATTRIBUTES = ['mode', 'persona', 'preview-delay', 'profile-url']

function script(data: Record<string, string>): HTMLScriptElement {
  const element = document.createElement('script')
  for (const [name, value] of Object.entries(data)) element.setAttribute(`data-${name}`, value)
  return element
}

describe('mountFromScript', () => {
  it('adds one element at the end of body with the data-* attributes, a bubble by default', () => {
    document.body.append(document.createElement('p'))
    mountFromScript(script({ persona: 'mia', 'preview-delay': '5' }), 'x-chat', ATTRIBUTES)
    mountFromScript(script({ persona: 'mia' }), 'x-chat', ATTRIBUTES)
    const added = document.querySelectorAll('x-chat')
    expect(added).toHaveLength(1)
    expect(document.body.lastElementChild).toBe(added[0])
    expect(added[0]?.getAttribute('mode')).toBe('bubble')
    expect(added[0]?.getAttribute('persona')).toBe('mia')
    expect(added[0]?.getAttribute('preview-delay')).toBe('5')
  })

  it('takes data-mode, and adds nothing to a page that already has the element', () => {
    mountFromScript(script({ mode: 'popup' }), 'x-chat', ATTRIBUTES)
    expect(document.querySelector('x-chat')?.getAttribute('mode')).toBe('popup')
    document.body.replaceChildren(document.createElement('x-chat'))
    mountFromScript(script({ mode: 'bubble' }), 'x-chat', ATTRIBUTES)
    expect(document.querySelectorAll('x-chat')).toHaveLength(1)
    expect(document.querySelector('x-chat')?.hasAttribute('mode')).toBe(false)
  })

  it('copies only the attributes of the element, so no data-* becomes a handler or a style', () => {
    mountFromScript(
      script({ persona: 'mia', onmouseover: 'alert(1)', style: 'display:none', 'profile-url': '/bio' }),
      'x-chat',
      ATTRIBUTES,
    )
    const added = document.querySelector('x-chat')
    expect(added?.getAttributeNames().sort()).toEqual(['mode', 'persona', 'profile-url'])
  })

  it('does nothing for a script tag with no data-* of the element', () => {
    mountFromScript(script({ cfasync: 'false' }), 'x-chat', ATTRIBUTES)
    expect(document.querySelector('x-chat')).toBeNull()
  })

  it('does nothing for a script tag without data-* attributes', () => {
    mountFromScript(script({}), 'x-chat', ATTRIBUTES)
    expect(document.querySelector('x-chat')).toBeNull()
  })
})
