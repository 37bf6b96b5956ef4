import { existsSync } from 'node:fs'
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

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: findChrome(),
    headless: true,
    // Playwright gives every launch a fresh temporary profile of its own.
    args: chromeFlags,
  })
}
