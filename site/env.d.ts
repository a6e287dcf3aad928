interface ImportMetaEnv {
  /** Public origin of the site (canonical URLs, sitemap), from PUBLIC_URL; defined by vite.site.config.ts. */
  readonly PUBLIC_URL?: string
  /** The year the pages were prerendered: the copyright line until the browser shows the current one. */
  readonly VITE_BUILD_YEAR?: string
}

/** Every stylesheet module of the site, imported for its CSS (site/build/siteStyles.ts). */
declare module 'virtual:site-styles'
