import { render, type RenderResult } from '@testing-library/react'
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom'
import { routes as siteRoutes } from '../routes.tsx'

/** Renders the site (or the given routes) in a memory router at `path`, as the prerender does. */
export async function renderRoute(
  path: string,
  routes: RouteObject[] = siteRoutes,
): Promise<RenderResult & { router: ReturnType<typeof createMemoryRouter> }> {
  const router = createMemoryRouter(routes, { initialEntries: [path] })
  return { ...render(<RouterProvider router={router} />), router }
}
