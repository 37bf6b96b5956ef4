import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/e2e/globalSetup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // One browser at a time: on two cores, parallel browsers starve each other's idle
          // callbacks (page bodies hydrate when the browser is idle) and tests turn flaky.
          fileParallelism: false,
        },
      },
    ],
  },
})
