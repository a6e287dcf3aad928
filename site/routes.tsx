import type { RouteObject } from 'react-router-dom'
import { Layout } from './components/Layout/Layout.tsx'
import { ArticlePage } from './pages/ArticlePage/ArticlePage.tsx'
import { BioPage } from './pages/BioPage/BioPage.tsx'
import { BlogPage } from './pages/BlogPage/BlogPage.tsx'
import { ContentPage } from './pages/ContentPage/ContentPage.tsx'
import { ErrorPage } from './pages/ErrorPage/ErrorPage.tsx'
import { HomePage } from './pages/HomePage/HomePage.tsx'
import { NotFoundPage } from './pages/NotFoundPage/NotFoundPage.tsx'
import { SafetyPage } from './pages/SafetyPage/SafetyPage.tsx'
import { pageRegistry, type PageEntry } from './paths.ts'

/**
 * The router's view of the page registry: one shared layout with a route per page. A page that throws keeps the
 * header and footer (inner errorElement); a broken layout falls back to the bare error page.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <Layout />,
    errorElement: <ErrorPage />,
    children: [
      {
        errorElement: <ErrorPage />,
        children: [
          ...pageRegistry.map((entry): RouteObject =>
            entry.path === '/'
              ? { id: entry.path, index: true, element: pageElement(entry) }
              : { id: entry.path, path: entry.path, element: pageElement(entry) },
          ),
          { id: 'not-found', path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
]

function pageElement(entry: PageEntry) {
  const { view } = entry
  switch (view.kind) {
    case 'home':
      return <HomePage entry={entry} />
    case 'bio':
      return <BioPage entry={entry} />
    case 'page':
      return <ContentPage entry={entry} name={view.name} />
    case 'safety':
      return <SafetyPage entry={entry} />
    case 'article':
      return <ArticlePage entry={entry} slug={view.slug} />
    case 'blog':
      return <BlogPage entry={entry} />
  }
}
