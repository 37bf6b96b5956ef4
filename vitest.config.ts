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
          // One browser at a time: the suite is bound by the CPU, so on two cores two files at
          // once each take twice as long (the whole suite 7.0 minutes against 7.6 one at a
          // time), and timing-sensitive steps get less room.
          fileParallelism: false,
        },
      },
    ],
  },
})
