/**
 * The Debian Chromium every browser run uses (Playwright and Lighthouse), and the flags that keep it from
 * reaching for the network on its own.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium'

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/** Lighthouse launches Chromium itself, so it also needs the headless flag. */
export const lighthouseChromeFlags = ['--headless=new', ...chromiumArgs]
