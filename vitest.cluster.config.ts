import { defineConfig } from 'vitest/config'

/**
 * The cluster stage: nginx, three proxy processes, Redis and the fake model on loopback, one file at a time
 * (each starts its own cluster; two at once would only compete for the cores).
 */
export default defineConfig({
  test: {
    name: 'cluster',
    environment: 'node',
    include: ['deploy/**/*.test.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
})
