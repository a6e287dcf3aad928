/**
 * The site's own analytics hook: besides the services the page loads (GA4, Plausible, Matomo, Umami), page views
 * and chat events go to `window[ownHook](kind, value)` when a snippet defines that function
 * (`('pageview', path)`, `('event', name)`). Kept apart from site.ts so the browser script stays small.
 */
export const analyticsConfig = { ownHook: '__analytics' } as const
