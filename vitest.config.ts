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
          // expect.poll is the tests' web-first assertion: it reads the page again until the
          // value matches. Ten seconds, as a busy machine can take that long to hydrate a page.
          expect: { poll: { timeout: 10_000, interval: 50 } },
          // One browser at a time: on two cores, parallel browsers starve each other's idle
          // callbacks (page bodies hydrate when the browser is idle) and tests turn flaky.
          fileParallelism: false,
        },
      },
    ],
  },
})
