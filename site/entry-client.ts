import { reportChatEvents } from './browser/chatEvents.ts'
import { showCurrentYear } from './browser/currentYear.ts'
import { loadIslands } from './browser/islands.ts'
import { reportPageViews } from './browser/pageViews.ts'
import './theme/viewTransitions.css'
import 'virtual:site-styles'

/*
 * The pages arrive prerendered and complete, and links between them are plain links: the browser prefetches the
 * next page (the Speculation Rules in index.html), cross-fades to it (theme/viewTransitions.css) and restores the
 * scroll position on back and forward. This script adds only the footer's year, page views and analytics events,
 * and the chat where a page has one. No page is re-rendered here, so no framework loads for a content page.
 */
reportChatEvents()
showCurrentYear(document)
void loadIslands(document)
reportPageViews()
