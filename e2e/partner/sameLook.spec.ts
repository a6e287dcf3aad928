import { expect, test, type Browser, type TestInfo } from '@playwright/test'
import { writeFile } from 'node:fs/promises'
import { defaultPersona } from '../../core/persona.ts'
import { bubbleParts } from './bubble.ts'
import { differingPixels } from './differingPixels.ts'
import { US_ADDRESS, visitFrom } from './chat.ts'

/**
 * The share of pixels that may differ from the bare page: a few anti-aliased pixels. Identical rendering
 * differs by none, while one label sized from the page's 62.5% root (the message time) differs by 0.1%.
 */
const MAX_DIFFERING = 0.0002

const styledPages = {
  'Bootstrap 5': '/look/bootstrap.html',
  "Tailwind's preflight": '/look/tailwind.html',
  'a 62.5% root': '/look/root-62.html',
  'a hostile reset': '/look/reset.html',
}

for (const mode of ['inline', 'bubble'] as const) {
  test.describe(`the ${mode} widget on styled partner pages`, () => {
    test('looks the same as on a bare page', async ({ browser }, testInfo) => {
      const bare = await screenshot(browser, '/look/bare.html', mode)
      for (const [name, path] of Object.entries(styledPages)) {
        const styled = await screenshot(browser, path, mode)
        const { ratio, diff } = differingPixels(bare, styled)
        if (ratio >= MAX_DIFFERING) {
          await keep(testInfo, 'bare', bare)
          await keep(testInfo, name, styled)
          if (diff) await keep(testInfo, `${name}, differing pixels`, diff)
        }
        expect.soft(ratio, `${name} (${path})`).toBeLessThan(MAX_DIFFERING)
      }
    })

    test('looks different on a page that asks for a larger chat text', async ({ browser }) => {
      const bare = await screenshot(browser, '/look/bare.html', mode)
      const larger = await screenshot(browser, '/look/larger-text.html', mode)
      expect(differingPixels(bare, larger).ratio).toBeGreaterThan(0.01)
    })
  })
}

/**
 * The widget after the greeting, in a fresh visitor's browser (no conversation carried between pages), with
 * motion off and the caret hidden: inline, the element; as a bubble, its open panel.
 */
async function screenshot(browser: Browser, path: string, mode: 'inline' | 'bubble'): Promise<Buffer> {
  const context = await browser.newContext({
    reducedMotion: 'reduce',
    viewport: { width: 1280, height: 720 },
  })
  try {
    const page = await context.newPage()
    await visitFrom(page, US_ADDRESS, `${path}?mode=${mode}`)
    const chat = bubbleParts(page)
    if (mode === 'bubble') {
      await chat.launcher.click()
      await expect(chat.input).toBeFocused()
    }
    await expect(chat.log.getByText(defaultPersona.greeting)).toBeVisible()
    await expect(chat.host.getByText('just now')).toBeVisible()
    const portraits = chat.host.locator('img')
    await expect
      .poll(() =>
        portraits.evaluateAll(
          (images: HTMLImageElement[]) =>
            images.length > 0 && images.every((image) => image.complete && image.naturalWidth > 0),
        ),
      )
      .toBe(true)
    const target = mode === 'bubble' ? chat.panel : chat.host
    return await target.screenshot({ animations: 'disabled', caret: 'hide' })
  } finally {
    await context.close()
  }
}

/** Keeps a screenshot beside the test's results, so a failure shows what differed. */
async function keep(testInfo: TestInfo, name: string, body: Buffer): Promise<void> {
  const file = testInfo.outputPath(`${name}.png`)
  await writeFile(file, body)
  await testInfo.attach(name, { path: file, contentType: 'image/png' })
}
