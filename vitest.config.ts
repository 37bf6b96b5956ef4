import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
          // Vitest's default on two cores is one file at a time (a core kept for itself): two
          // take the suite from 47 to 38 s here.
          maxWorkers: 2,
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
          // Two files at once, each with its own browser (Chromium's headless shell, which
          // opens a page in half the time of the full browser): on two cores the suite takes
          // 4.2-4.4 minutes against 5.8 one file at a time, the processors busy 96% of the time
          // against 63%, and three runs in a row passed whole.
          fileParallelism: true,
          maxWorkers: 2,
          // Chromium's renderer crashed once in about fifty runs of the suite (a tap, under two
          // files' load), and a crash says nothing of the site. Such a test runs once more; any
          // other failure fails at once.
          retry: { count: 1, condition: /Target crashed/ },
        },
      },
    ],
  },
})
