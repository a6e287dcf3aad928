import { render, type RenderResult } from '@testing-library/react'
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom'
import { loadHydrationData } from '../browser/hydrationData.ts'
import { routes as siteRoutes } from '../routes.tsx'

/**
 * Renders the site (or the given routes) in a memory router at `path`, its loaders already run as the client
 * entry does before hydrating; the returned router drives navigation in tests.
 */
export async function renderRoute(
  path: string,
  routes: RouteObject[] = siteRoutes,
): Promise<RenderResult & { router: ReturnType<typeof createMemoryRouter> }> {
  const hydrationData = await loadHydrationData(routes, new URL(path, 'http://localhost'))
  const router = createMemoryRouter(routes, { initialEntries: [path], hydrationData })
  return { ...render(<RouterProvider router={router} />), router }
}
