import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import { builtinModules } from 'node:module'

const ours = (folders) => folders.flatMap((f) => [`**/${f}/**`, `../${f}/*`, `../../${f}/*`])

/**
 * Layering: core imports nothing of ours; widget and site may import core; site may import widget; only
 * proxy imports proxy, and proxy imports no widget, site or e2e code. tools/ (training and measuring) is
 * imported by no runtime code, only by tests, the bench and its own scripts. `packages` are outside modules the
 * layer may not use either.
 */
const layer = (files, forbidden, packages = []) => ({
  files,
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          { group: ours(forbidden), message: `This layer may not import from ${forbidden.join(', ')}.` },
          ...packages,
        ],
      },
    ],
  },
})

/** core runs in the browser, the server and the build alike: no UI library, no server framework, no Node. */
const platformFree = [
  {
    group: ['react', 'react/**', 'react-dom', 'react-dom/**', 'preact', 'preact/**'],
    message: 'core may not import React: it is shared with the server.',
  },
  {
    group: ['express', 'express/**'],
    message: 'core may not import Express: it is shared with the browser.',
  },
  {
    group: ['node:*', ...builtinModules.filter((name) => !name.startsWith('_'))],
    message: 'core may not import Node modules: it is shared with the browser.',
  },
]

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['widget/**/*.{ts,tsx}', 'site/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    ...layer(['core/**'], ['widget', 'site', 'proxy', 'e2e', 'tools'], platformFree),
    ignores: ['**/*.test.ts'],
  },
  layer(['core/**/*.test.ts'], ['widget', 'site', 'proxy', 'e2e']),
  layer(['widget/**'], ['site', 'proxy', 'e2e']),
  layer(['site/**'], ['proxy', 'e2e']),
  layer(['proxy/**'], ['widget', 'site', 'e2e', 'tools']),
  {
    files: ['bench/**', 'scripts/**', 'tools/**', 'e2e/**', '**/*.test.{ts,tsx}'],
    rules: { 'no-console': 'off' },
  },
)
