import { expect, test } from '@playwright/test'
import { tokens } from '../../core/theme.ts'
import { bubbleParts } from './bubble.ts'
import { chatParts, US_ADDRESS, visitFrom } from './chat.ts'

test.describe('style isolation on a hostile partner page', () => {
  test('host styles do not reach inside the widget', async ({ page }) => {
    await visitFrom(page, US_ADDRESS)
    const chat = chatParts(page)
    await expect(chat.input).toBeVisible()
    const inside = await chat.host.evaluate((host) => {
      const root = host.shadowRoot?.querySelector('[part="chat"]') as HTMLElement
      const bubble = host.shadowRoot?.querySelector('[part~="bubble"] p') as HTMLElement
      const input = host.shadowRoot?.querySelector('input') as HTMLElement
      const pick = (element: HTMLElement) => {
        const style = getComputedStyle(element)
        return {
          fontSize: style.fontSize,
          fontStyle: style.fontStyle,
          color: style.color,
          boxSizing: style.boxSizing,
          letterSpacing: style.letterSpacing,
          textTransform: style.textTransform,
          marginTop: style.marginTop,
        }
      }
      return { root: pick(root), bubble: pick(bubble), input: pick(input) }
    })
    expect(inside.root).toEqual({
      fontSize: '16px',
      fontStyle: 'normal',
      color: rgb(tokens.color.text),
      boxSizing: 'border-box',
      letterSpacing: 'normal',
      textTransform: 'none',
      marginTop: '0px',
    })
    expect(inside.bubble).toMatchObject({
      fontSize: '16px',
      color: rgb(tokens.color.personaText),
      marginTop: '0px',
    })
    expect(inside.input).toMatchObject({ fontSize: '16px', boxSizing: 'border-box', textTransform: 'none' })
  })

  test('widget styles do not leak out, and nothing is added to the host head', async ({ page }) => {
    await visitFrom(page, US_ADDRESS)
    const chat = chatParts(page)
    await expect(chat.input).toBeVisible()
    const host = await page.evaluate(() => {
      const text = document.getElementById('host-text') as HTMLElement
      const style = getComputedStyle(text)
      return {
        headTags: [...document.head.children].map((element) => element.tagName.toLowerCase()),
        adopted: document.adoptedStyleSheets.length,
        documentSheets: document.styleSheets.length,
        bodyFontSize: getComputedStyle(document.body).fontSize,
        text: { fontSize: style.fontSize, textTransform: style.textTransform },
      }
    })
    expect(host.headTags).toEqual(['meta', 'meta', 'title', 'link', 'script', 'script'])
    expect(host.adopted).toBe(0)
    expect(host.documentSheets).toBe(1)
    expect(host.bodyFontSize).toBe('20px')
    expect(host.text).toEqual({ fontSize: '30px', textTransform: 'uppercase' })
  })

  test('fits a 320 px phone screen with a 16 px input', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 568 })
    await visitFrom(page, US_ADDRESS)
    const chat = chatParts(page)
    await expect(chat.input).toBeVisible()
    const box = await chat.host.boundingBox()
    const sendBox = await chat.send.boundingBox()
    expect(box && sendBox && sendBox.x + sendBox.width).toBeLessThanOrEqual((box?.x ?? 0) + (box?.width ?? 0))
    expect(await chat.input.evaluate((input) => getComputedStyle(input).fontSize)).toBe('16px')
  })
})

test.describe('the bubble and the popup on a partner page', () => {
  const theme = `
    companion-chat { --companion-accent: #0b6b47; --companion-surface: #fdf6e3; }
    companion-chat::part(launcher) { outline: 4px solid #123456; }
    companion-chat::part(panel) { box-shadow: none; }
    companion-chat::part(popup) { box-shadow: none; }
  `

  for (const path of ['/bubble.html', '/popup.html']) {
    test(`${path}: themed by the custom properties and parts, with nothing added to the head`, async ({
      page,
    }) => {
      await visitFrom(page, US_ADDRESS, path)
      // The widget's own on-demand script (popup mode asks for it at once) is not the page's to count.
      const pageHeadTags = () =>
        page.evaluate(
          () =>
            [...document.head.children].filter(
              (tag) => !(tag instanceof HTMLScriptElement && /\/widget-extras\.[0-9a-f]+\.js$/.test(tag.src)),
            ).length,
        )
      const headTags = await pageHeadTags()
      await page.addStyleTag({ content: theme })
      const chat = bubbleParts(page)
      if (path === '/bubble.html') {
        const launcher = await chat.launcher.evaluate((button) => getComputedStyle(button))
        expect([launcher.backgroundColor, launcher.outlineColor]).toEqual([rgb('#0b6b47'), rgb('#123456')])
        await chat.launcher.click()
      } else await page.locator('#open-chat').click()
      await expect(chat.input).toBeFocused()
      expect(await chat.panel.evaluate((panel) => getComputedStyle(panel).boxShadow)).toBe('none')
      const root = chat.host.locator('[part="chat"]')
      expect(await root.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(rgb('#fdf6e3'))
      const host = {
        headTags: await pageHeadTags(),
        adopted: await page.evaluate(() => document.adoptedStyleSheets.length),
      }
      expect(host).toEqual({ headTags: headTags + 1, adopted: 0 })
    })
  }
})

/** '#1f1f29' → 'rgb(31, 31, 41)', as getComputedStyle reports colours. */
function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16))
  return `rgb(${r}, ${g}, ${b})`
}
