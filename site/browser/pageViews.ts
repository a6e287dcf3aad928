import { trackPageView } from './analytics.ts'

/**
 * Reports a page view each time the visitor is shown a page: when it loads; for a page the browser prerendered,
 * only once it is opened (not while it waits unseen); and again when back or forward brings it out of the
 * back/forward cache, where no script runs anew.
 */
export function reportPageViews(doc: Document = document, win: Window = window): void {
  const report = () => trackPageView(win.location.pathname)
  if (Reflect.get(doc, 'prerendering') === true)
    doc.addEventListener('prerenderingchange', report, { once: true })
  else report()
  win.addEventListener('pageshow', (event) => {
    if (event.persisted) report()
  })
}
