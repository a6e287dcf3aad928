import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom'
import { socialImagePath } from './components/Seo/socialImage.ts'
import { siteConfig } from './config/site.ts'
import { findPage, pageRegistry } from './paths.ts'
import { routes } from './routes.tsx'
import './theme/global.css.ts'

export { renderSocialCard } from './build/socialCard.tsx'
export { pageRegistry, socialImagePath }

/** The public origin the pages were rendered for (canonical URLs, sitemap). */
export const siteUrl = siteConfig.siteUrl

export interface RenderedPage {
  /** The tags React rendered for <head> (title, meta, link). */
  head: string
  /** The markup for the #root element. */
  body: string
  /** 200 for a registered page, 404 for the not-found page. */
  status: number
}

const handler = createStaticHandler(routes)

/** Renders one route to HTML for the prerender step (scripts/build-site.ts). */
export async function render(path: string): Promise<RenderedPage> {
  const context = await handler.query(new Request(new URL(path, 'http://prerender.local')))
  if (context instanceof Response)
    throw new Error(`${path}: the router answered with a redirect or a response`)
  const router = createStaticRouter(handler.dataRoutes, context)
  const html = renderToString(
    <StrictMode>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </StrictMode>,
  )
  return { ...splitHead(html), status: findPage(path) ? 200 : 404 }
}

const leadingHeadTags = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/?>|<link [^>]*\/?>)+/

/** React 19 puts the hoisted head tags first when the tree has no <head>; they belong in the template's head. */
function splitHead(html: string): Pick<RenderedPage, 'head' | 'body'> {
  const head = leadingHeadTags.exec(html)?.[0] ?? ''
  return { head, body: html.slice(head.length) }
}
