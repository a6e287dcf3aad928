import { useEffect, useLayoutEffect, useRef } from 'react'
import { useLocation } from 'react-router-dom'
import { reportPageView } from '../../browser/reportPageView.ts'
import { scrollToTop } from '../../browser/scrollToTop.ts'

/**
 * On every route change: jump to the top, move focus to the new content (`focusId`, so keyboard and screen-reader
 * users start there too) and report the page view. The first render keeps the browser's own scroll position and
 * focus but still counts as a page view.
 */
export function RouteEffects({ focusId }: { focusId?: string }) {
  const { pathname } = useLocation()
  const firstRender = useRef(true)

  useLayoutEffect(() => {
    if (firstRender.current) {
      firstRender.current = false
      return
    }
    scrollToTop()
    if (focusId) document.getElementById(focusId)?.focus({ preventScroll: true })
  }, [pathname, focusId])

  useEffect(() => {
    reportPageView(pathname)
  }, [pathname])

  return null
}
