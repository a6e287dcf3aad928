import type { Plugin } from 'vite'

const SHIM = '\0companion-chat:r2wc-react'

/**
 * r2wc takes React as one default import and uses only its `createElement`; on Preact's compat layer that
 * import keeps all of compat in the bundle (docs/performance.md#figures-behind-code-choices). Its `react`
 * becomes just `createElement`.
 */
export function r2wcReact(): Plugin {
  return {
    name: 'companion-chat:r2wc-react',
    enforce: 'pre',
    resolveId(source, importer) {
      return (source === 'react' || source === 'preact/compat') &&
        importer?.includes('/@r2wc/react-to-web-component/')
        ? SHIM
        : null
    },
    load(id) {
      return id === SHIM ? "import { createElement } from 'react'\nexport default { createElement }" : null
    },
  }
}
