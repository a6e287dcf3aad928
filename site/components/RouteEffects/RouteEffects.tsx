import { useEffect, useLayoutEffect, useRef } from 'react'
import { useLocation } from 'react-router-dom'
import { reportPageView } from '../../browser/reportPageView.ts'
import { scrollToTop } from '../../browser/scrollToTop.ts'

/**
 * On every route change: jump to the top and report the page view. The first render keeps the browser's own
 * scroll position (reload, back) but still counts as a page view.
 */
export function RouteEffects() {
  const { pathname } = useLocation()
  const firstRender = useRef(true)

  useLayoutEffect(() => {
    if (firstRender.current) {
      firstRender.current = false
      return
    }
    scrollToTop()
  }, [pathname])

  useEffect(() => {
    reportPageView(pathname)
  }, [pathname])

  return null
}
