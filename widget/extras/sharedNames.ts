/**
 * What widget.js lends the extras bundle, by global name and export: the extras bundle is built with these
 * modules left out and reads them from `CompanionChatWidget.shared` (see extras/shared.ts), so both run on
 * one Preact and one style registry. extras/shared.test.ts checks that the extras use no other name.
 */
export const SHARED_MODULES = {
  React: { module: 'react', names: ['useEffect', 'useId', 'useLayoutEffect', 'useRef', 'useState'] },
  jsx: { module: 'react/jsx-runtime', names: ['Fragment', 'jsx', 'jsxs'] },
  styles: { module: '/widget/styles/styleRegistry.ts', names: ['registerStyles'] },
} as const
