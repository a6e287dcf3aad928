import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'

const ours = (folders) => folders.flatMap((f) => [`**/${f}/**`, `../${f}/*`, `../../${f}/*`])

/** Layering: core imports nothing of ours; widget and site may import core; site may import widget; only proxy imports proxy. */
const layer = (files, forbidden) => ({
  files,
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          { group: ours(forbidden), message: `This layer may not import from ${forbidden.join(', ')}.` },
        ],
      },
    ],
  },
})

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
  layer(['core/**'], ['widget', 'site', 'proxy', 'e2e']),
  layer(['widget/**'], ['site', 'proxy', 'e2e']),
  layer(['site/**'], ['proxy', 'e2e']),
  {
    files: ['bench/**', 'scripts/**', 'e2e/**', '**/*.test.{ts,tsx}'],
    rules: { 'no-console': 'off' },
  },
)
