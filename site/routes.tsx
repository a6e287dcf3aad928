import type { RouteObject } from 'react-router-dom'
import { Layout } from './components/Layout/Layout.tsx'
import { loaders } from './loaders.ts'
import { ArticlePage } from './pages/ArticlePage/ArticlePage.tsx'
import { BioPage } from './pages/BioPage/BioPage.tsx'
import { ContentPage } from './pages/ContentPage/ContentPage.tsx'
import { ErrorPage } from './pages/ErrorPage/ErrorPage.tsx'
import { HomePage } from './pages/HomePage/HomePage.tsx'
import { NotFoundPage } from './pages/NotFoundPage/NotFoundPage.tsx'
import { paths } from './paths.ts'

/**
 * The router's view of the route table: one shared layout with nested children. A page that throws keeps the
 * header and footer (inner errorElement); a broken layout falls back to the bare error page.
 */
export const routes: RouteObject[] = [
  {
    path: paths.home.path,
    element: <Layout />,
    errorElement: <ErrorPage />,
    children: [
      {
        errorElement: <ErrorPage />,
        children: [
          { id: 'home', index: true, loader: loaders.home, element: <HomePage /> },
          { id: 'bio', path: paths.bio.path, element: <BioPage /> },
          {
            id: 'about',
            path: paths.about.path,
            loader: loaders.about,
            element: <ContentPage name="about" />,
          },
          {
            id: 'terms',
            path: paths.terms.path,
            loader: loaders.terms,
            element: <ContentPage name="terms" />,
          },
          {
            id: 'privacy',
            path: paths.privacy.path,
            loader: loaders.privacy,
            element: <ContentPage name="privacy" />,
          },
          { id: 'article', path: paths.article.pattern, loader: loaders.article, element: <ArticlePage /> },
          { id: 'not-found', path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
]
