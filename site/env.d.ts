interface ImportMetaEnv {
  /** Public origin of the site (canonical URLs, sitemap); exposed by vite.site.config.ts's envPrefix. */
  readonly SITE_URL?: string
  /** The year the pages were prerendered, so hydration matches the copyright line. */
  readonly VITE_BUILD_YEAR?: string
}
