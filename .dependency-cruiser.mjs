/** Import cycles, type-only imports included, anywhere in the repository (checked by `npm run lint`). */
export default {
  forbidden: [
    {
      name: 'no-cycle',
      severity: 'error',
      comment: 'A module may not depend on itself through others; move what both need into a third module.',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(dist|node_modules|test-results|playwright-report)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
  },
}
