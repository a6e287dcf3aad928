import type { LoaderFunctionArgs } from 'react-router-dom'
import { loadArticle, loadPage } from './content/content.ts'

/**
 * Route loaders: each page's Markdown arrives as its own small chunk. The prerender runs them through the static
 * handler; the client runs them once before hydrating (browser/hydrationData.ts).
 */
export const loaders = {
  home: () => loadPage('faq'),
  about: () => loadPage('about'),
  terms: () => loadPage('terms'),
  privacy: () => loadPage('privacy'),
  article: async ({ params }: LoaderFunctionArgs) => (await loadArticle(params.slug ?? '')) ?? null,
}
