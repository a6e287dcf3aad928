import { defineConfig } from 'vitest/config'
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import react from '@vitejs/plugin-react'
import SlowFirstSequencer from './scripts/slowFirstSequencer.ts'

/** Browser-side test files that replace a module with vi.mock, so need a module graph of their own. */
const domWithMocks = [
  'widget/ChatMenu/ChatMenu.test.tsx',
  'widget/CompanionChat/CompanionChat.i18n.test.tsx',
  'widget/chat/useChat.extras.test.tsx',
]

/** Node-side test files that replace a module with vi.mock. */
const nodeWithMocks = ['scripts/devServers.test.ts']

export default defineConfig({
  test: {
    // Most files wait on sockets, child processes and Redis rather than the CPU, so four at a time keep the two
    // cores busy (docs/testing.md).
    maxWorkers: 4,
    sequence: { sequencer: SlowFirstSequencer },
    projects: [
      {
        test: {
          name: 'node',
          environment: 'node',
          // One module graph per worker instead of per file: importing the server's modules again for every file
          // was a third of the stage (docs/testing.md). Files that replace a module with vi.mock are isolated.
          isolate: false,
          exclude: nodeWithMocks,
          include: ['core/**/*.test.ts', 'proxy/**/*.test.ts', 'scripts/**/*.test.ts', 'tools/**/*.test.ts'],
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      {
        plugins: [vanillaExtractPlugin(), react()],
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['widget/**/*.test.{ts,tsx}', 'site/**/*.test.{ts,tsx}'],
          exclude: domWithMocks,
          // One jsdom and one module graph per worker instead of per file: setting up jsdom was half the
          // project's time (docs/testing.md). widget/testing/domSetup.ts leaves the page clean after each file.
          isolate: false,
          setupFiles: ['widget/testing/domSetup.ts'],
        },
      },
      {
        test: {
          name: 'node-mocks',
          environment: 'node',
          include: nodeWithMocks,
        },
      },
      {
        plugins: [vanillaExtractPlugin(), react()],
        test: {
          // vi.mock replaces a module for one file only when that file has a module graph of its own.
          name: 'dom-mocks',
          environment: 'jsdom',
          include: domWithMocks,
        },
      },
    ],
  },
})
