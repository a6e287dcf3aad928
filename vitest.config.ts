import { defineConfig } from 'vitest/config'
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import react from '@vitejs/plugin-react'

export default defineConfig({
  test: {
    // Vitest's default is one file at a time on two cores; most files here wait on sockets, child processes
    // and Redis rather than the CPU, so two at a time keeps both cores busy.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'node',
          environment: 'node',
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
        },
      },
    ],
  },
})
