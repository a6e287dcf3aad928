import { siteConfig } from '../config/site.ts'

type PageViewReporter = (event: 'pageview', path: string) => void

/**
 * Reports a page view to `window[siteConfig.analyticsGlobal]('pageview', path)` when an analytics snippet has
 * defined that function; otherwise does nothing. An analytics failure never breaks navigation.
 */
export function reportPageView(path: string): void {
  const reporter: unknown = Reflect.get(window, siteConfig.analyticsGlobal)
  if (typeof reporter !== 'function') return
  try {
    ;(reporter as PageViewReporter)('pageview', path)
  } catch (error) {
    console.warn('Page view reporting failed', error)
  }
}
