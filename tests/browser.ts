import { existsSync } from 'node:fs'
import { createServer, type AddressInfo } from 'node:net'
import { chromium, type Browser } from 'playwright-core'

/**
 * The system's Chromium or Chrome (never a downloaded browser): CHROME_PATH, then the usual
 * Debian and Chrome locations. Shared by the end-to-end tests, the audit and dev scripts.
 */
export function findChrome(): string {
  const candidates = [
    process.env.CHROME_PATH,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/bin/google-chrome',
    '/usr/bin/google-chrome-stable',
    '/opt/google/chrome/chrome',
    '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  ].filter((p): p is string => Boolean(p))
  const found = candidates.find((p) => existsSync(p))
  if (!found) {
    throw new Error(`No Chromium found. Install one (Debian: apt-get install chromium) or set CHROME_PATH. Tried: ${candidates.join(', ')}`)
  }
  return found
}

/** Flags that work as root in a closed network. */
export const chromeFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
]

/**
 * Chromium's headless shell (Debian: `apt-get install chromium-headless-shell`), the same engine
 * without the desktop browser around it: a page opens in about half the time on two cores
 * (0.5-0.8 s against 1.0-1.4 s, a fresh context each). `CHROME_HEADLESS_SHELL` names another
 * one; without any, the full Chromium serves.
 */
export function findHeadlessShell(): string {
  const candidates = [process.env.CHROME_HEADLESS_SHELL, '/usr/bin/chromium-headless-shell', '/usr/lib/chromium/chromium-headless-shell'].filter((p): p is string => Boolean(p))
  return candidates.find((p) => existsSync(p)) ?? findChrome()
}

/**
 * A browser for tests and checks that read pages (`shell`, the default), or the full Chromium
 * (`full`) where the browser's own work is what is measured: a phone's load and its long tasks.
 * Playwright turns the back/forward cache off; `backForwardCache` leaves it on, as a visitor's
 * browser has it (the full Chromium only: the headless shell keeps no page when leaving it).
 */
export function launchBrowser(build: 'shell' | 'full' = 'shell', { backForwardCache = false } = {}): Promise<Browser> {
  return chromium.launch({
    executablePath: build === 'shell' ? findHeadlessShell() : findChrome(),
    headless: true,
    // Playwright gives every launch a fresh temporary profile of its own.
    args: chromeFlags,
    ignoreDefaultArgs: backForwardCache ? ['--disable-back-forward-cache'] : undefined,
  })
}

/**
 * The system's Firefox (Debian: `apt-get install firefox-esr`): `FIREFOX_PATH`, then the usual
 * locations. A second engine, and one without Speculation Rules or CloseWatcher, for the tests
 * that check the site works where those are missing.
 */
export function findFirefox(): string {
  const candidates = [process.env.FIREFOX_PATH, '/usr/bin/firefox-esr', '/usr/bin/firefox', '/Applications/Firefox.app/Contents/MacOS/firefox'].filter((p): p is string => Boolean(p))
  const found = candidates.find((p) => existsSync(p))
  if (!found) {
    throw new Error(`No Firefox found. Install one (Debian: apt-get install firefox-esr) or set FIREFOX_PATH. Tried: ${candidates.join(', ')}`)
  }
  return found
}

/** A port nothing listens on now. */
export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo
      probe.close(() => resolve(port))
    })
  })
}
