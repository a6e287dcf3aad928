import { matchRoutes, type HydrationState, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom'

/**
 * Runs the loaders of the routes matching the current address, as the prerender did, so the first client render
 * matches the server HTML without the page carrying a serialized copy of its own content.
 */
export async function loadHydrationData(
  routes: RouteObject[],
  location: Pick<Location, 'href' | 'pathname'>,
): Promise<HydrationState> {
  const request = new Request(location.href)
  const matches = matchRoutes(routes, location.pathname) ?? []
  const entries = await Promise.all(
    matches.map(async ({ route, params }) => {
      const { id, loader } = route
      if (!id || typeof loader !== 'function') return null
      const args = { request, params, context: undefined } as unknown as LoaderFunctionArgs
      return [id, await loader(args)] as const
    }),
  )
  return { loaderData: Object.fromEntries(entries.filter((entry) => entry !== null)) }
}
