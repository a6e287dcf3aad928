import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import { readdirSync } from 'node:fs'
import { builtinModules } from 'node:module'

const ours = (folders) => folders.flatMap((f) => [`**/${f}/**`, `../${f}/*`, `../../${f}/*`])

/**
 * Layering: core imports nothing of ours; widget and site may import core; site may import widget; only
 * proxy imports proxy, and proxy imports no widget, site or e2e code. tools/ (training and measuring) is
 * imported by no runtime code, only by tests, the bench and its own scripts. `packages` are further patterns
 * (outside modules, other zones) the layer may not use either.
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

/** A persona's voice.json (her prompt lines and offline replies) is read by the server alone. */
const serverOnly = {
  group: ['**/personas/*/voice.json'],
  message: "A persona's voice stays on the server: only proxy/personas reads it.",
}

/**
 * Zones inside proxy/: each folder lists the proxy folders it may use (files at proxy/'s top, such as config,
 * logger and metrics, are open to all; app.ts and server.ts wire everything). Tests and test helpers may
 * also build an app: the test kit, the offline model, the stores and a partner registry.
 */
const proxyZones = {
  store: [],
  geo: [],
  personas: [],
  funnel: ['store'],
  crisis: ['funnel', 'store'],
  conversions: ['funnel', 'geo', 'store'],
  partners: ['conversions', 'funnel'],
  postbacks: ['conversions', 'dashboard', 'geo', 'http', 'partners', 'store'],
  model: ['personas'],
  auth: ['store'],
  http: ['geo', 'partners', 'store'],
  age: ['geo', 'http', 'model', 'store'],
  dashboard: ['conversions', 'funnel', 'partners'],
  experiments: ['age', 'conversions', 'dashboard', 'funnel', 'geo', 'http', 'partners'],
  chat: [
    'age',
    'conversions',
    'crisis',
    'experiments',
    'funnel',
    'geo',
    'http',
    'model',
    'partners',
    'personas',
    'store',
  ],
  admin: [
    'auth',
    'conversions',
    'crisis',
    'dashboard',
    'experiments',
    'funnel',
    'partners',
    'postbacks',
    'store',
  ],
  portal: ['auth', 'conversions', 'dashboard', 'experiments', 'funnel', 'partners', 'postbacks', 'store'],
  testing: ['chat', 'geo', 'model', 'store'],
}
const testKit = ['testing', 'model', 'store', 'partners']
const unlisted = readdirSync(new URL('./proxy', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !Object.hasOwn(proxyZones, entry.name))
  .map((entry) => entry.name)
// A folder missing from the table would be open to every zone, so it stops lint instead.
if (unlisted.length > 0)
  throw new Error(`Add proxy/${unlisted.join(', proxy/')} to proxyZones in eslint.config.js.`)

const zone = (files, name, allowed, ignores = []) => {
  const forbidden = Object.keys(proxyZones).filter((other) => other !== name && !allowed.includes(other))
  const others = {
    group: forbidden.flatMap((other) => [`../${other}/**`, `../../${other}/**`, `../../../${other}/**`]),
    message: `proxy/${name} may use only ${allowed.join(', ') || 'no other proxy folder'} (proxyZones).`,
  }
  return { ...layer(files, ['widget', 'site', 'e2e', 'tools'], [others]), ignores }
}
const tests = (name) => [`proxy/${name}/**/*.test.ts`, `proxy/${name}/**/testing/**`]
const proxyZoneRules = Object.entries(proxyZones).flatMap(([name, allowed]) => [
  zone([`proxy/${name}/**`], name, allowed, tests(name)),
  zone(tests(name), name, [...new Set([...allowed, ...testKit])]),
])

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
    ...layer(['core/**'], ['widget', 'site', 'proxy', 'e2e', 'tools'], [...platformFree, serverOnly]),
    ignores: ['**/*.test.ts'],
  },
  layer(['core/**/*.test.ts'], ['widget', 'site', 'proxy', 'e2e']),
  layer(['widget/**'], ['site', 'proxy', 'e2e'], [serverOnly]),
  layer(['site/**'], ['proxy', 'e2e'], [serverOnly]),
  layer(['proxy/**'], ['widget', 'site', 'e2e', 'tools']),
  ...proxyZoneRules,
  {
    files: ['bench/**', 'scripts/**', 'tools/**', 'e2e/**', '**/*.test.{ts,tsx}'],
    rules: { 'no-console': 'off' },
  },
)
