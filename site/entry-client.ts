import { trackPageView } from './browser/analytics.ts'
import { reportChatEvents } from './browser/chatEvents.ts'
import { startClientNavigation } from './browser/clientNavigation.ts'
import { showCurrentYear } from './browser/currentYear.ts'
import { loadIslands } from './browser/islands.ts'
import 'virtual:site-styles'

/*
 * The pages arrive prerendered and complete; the browser adds only navigation in place, the footer's year, page
 * views and analytics events, and the chat where a page has one. No page is re-rendered here, so no framework
 * loads for a content page.
 */
reportChatEvents()
startClientNavigation({
  rootId: 'root',
  focusId: 'main',
  onPage(path, root) {
    showCurrentYear(root)
    void loadIslands(root)
    trackPageView(path)
  },
})
