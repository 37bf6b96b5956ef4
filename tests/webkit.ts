import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { freePort } from './browser'

/**
 * WebKitGTK's small browser and its WebDriver (Debian: `apt-get install webkit2gtk-driver
 * xvfb`), or `WEBKIT_BROWSER` naming another MiniBrowser.
 */
function findMiniBrowser(): string {
  const candidates = [process.env.WEBKIT_BROWSER, '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser', '/usr/lib/aarch64-linux-gnu/webkit2gtk-4.1/MiniBrowser'].filter(
    (p): p is string => Boolean(p),
  )
  const found = candidates.find((p) => existsSync(p))
  if (!found) throw new Error(`No WebKitGTK MiniBrowser found. Install one (Debian: apt-get install webkit2gtk-driver xvfb) or set WEBKIT_BROWSER. Tried: ${candidates.join(', ')}`)
  return found
}

/**
 * Stops the driver's process group (xvfb-run, the display server, the driver and its browser)
 * and removes the folder they made their files in. A process still exiting may write there as
 * it goes: the removal tries again a few times.
 */
function stop(driver: ChildProcess, scratch: string) {
  try {
    process.kill(-driver.pid!)
  } catch {
    // Gone already, or never started.
  }
  rmSync(scratch, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 })
}

/** Keys as WebDriver names them. */
export const keys = { Enter: '\uE007', Escape: '\uE00C' } as const

/** What WebDriver calls an element it found. */
type ElementRef = Record<'element-6066-11e4-a52e-4f735466cecf', string>

/**
 * WebKit, the engine of Safari, driven over the W3C WebDriver protocol: WebKitGTK's
 * WebDriver in a virtual X display. One browser window (a session); the calls a test needs, each
 * a plain HTTP request. WebDriver has no network interception: a test that sends a lead answers
 * EmailJS in the page (`answerEmailJs`).
 */
export class WebKit {
  private constructor(
    private readonly driver: ChildProcess,
    private readonly base: string,
    private readonly scratch: string,
  ) {}

  static async launch(): Promise<WebKit> {
    const port = await freePort()
    const browser = findMiniBrowser()
    // Its own process group, so that closing stops the display server and the browser with it.
    // Stopped so, xvfb-run leaves its folder (the display's key) behind: it makes it in a folder
    // of this session's own, removed on closing.
    const scratch = mkdtempSync(path.join(tmpdir(), 'webkit-'))
    const driver = spawn('xvfb-run', ['-a', '-s', '-screen 0 1280x1024x24', 'WebKitWebDriver', `--port=${port}`], {
      stdio: 'ignore',
      detached: true,
      env: { ...process.env, TMPDIR: scratch },
    })
    // A missing xvfb-run is told by the wait below, not by an unhandled error event.
    let failed: Error | undefined
    driver.on('error', (error) => (failed = error))
    const origin = `http://127.0.0.1:${port}`
    try {
      for (let tries = 0; ; tries++) {
        const ready = await fetch(`${origin}/status`).then(
          (response) => response.ok,
          () => false,
        )
        if (ready) break
        if (failed) throw new Error(`xvfb-run could not be started (${failed.message}): apt-get install xvfb xauth`)
        if (tries === 100) throw new Error('WebKitWebDriver did not start within 10 s')
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
      const session = (await call('POST', `${origin}/session`, { capabilities: { alwaysMatch: { 'webkitgtk:browserOptions': { binary: browser, args: ['--automation'] } } } })) as { sessionId: string }
      return new WebKit(driver, `${origin}/session/${session.sessionId}`, scratch)
    } catch (error) {
      // A launch that fails stops what it started and removes its folder.
      stop(driver, scratch)
      throw error
    }
  }

  async close(): Promise<void> {
    await call('DELETE', this.base).catch(() => {})
    stop(this.driver, this.scratch)
  }

  /** Sizes the window (GTK keeps it at least about 450 px wide). */
  resize(width: number, height: number) {
    return call('POST', `${this.base}/window/rect`, { width, height })
  }

  goto(url: string) {
    return call('POST', `${this.base}/url`, { url })
  }

  /** Runs `script` (a function body; its arguments are `arguments[0]`...) in the page. */
  run<T>(script: string, ...args: unknown[]): Promise<T> {
    return call('POST', `${this.base}/execute/sync`, { script, args }) as Promise<T>
  }

  /** Polls `script` until it returns a truthy value, which it returns; fails after 10 s naming it. */
  async waitFor<T>(script: string, ...args: unknown[]): Promise<T> {
    const deadline = Date.now() + 10_000
    for (;;) {
      const value = await this.run<T>(script, ...args).catch(() => undefined)
      if (value) return value
      if (Date.now() > deadline) throw new Error(`Still false after 10 s: ${script}`)
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }

  /** The first element matching `css`, once there is one. */
  async find(css: string): Promise<ElementRef> {
    await this.waitFor('return document.querySelector(arguments[0]) !== null', css)
    return (await call('POST', `${this.base}/element`, { using: 'css selector', value: css })) as ElementRef
  }

  /**
   * A click as a pointer makes it, on the middle of the first element matching `css`. It is
   * brought into view first: a block far down the page is not laid out until it nears the screen
   * (content-visibility: auto), and WebDriver would find nothing there to click.
   */
  async click(css: string) {
    const element = await this.find(css)
    await this.run('document.querySelector(arguments[0]).scrollIntoView({ block: "center" })', css)
    await this.waitFor('const box = document.querySelector(arguments[0]).getBoundingClientRect(); return box.width > 0 && box.top >= 0 && box.bottom <= innerHeight', css)
    await call('POST', `${this.base}/element/${Object.values(element)[0]}/click`, {})
  }

  /** Types `text` into the first element matching `css`. */
  async type(css: string, text: string) {
    const element = await this.find(css)
    await call('POST', `${this.base}/element/${Object.values(element)[0]}/value`, { text })
  }

  /** A PNG of the first element matching `css` as WebKit draws it, brought into view first. */
  async screenshot(css: string): Promise<Buffer> {
    const element = await this.find(css)
    await this.run('document.querySelector(arguments[0]).scrollIntoView({ block: "center" })', css)
    // Taken before the scroll is painted, the shot shows what was at the element's place before.
    await call('POST', `${this.base}/execute/async`, { script: 'requestAnimationFrame(() => requestAnimationFrame(arguments[0]))', args: [] })
    const png = (await call('GET', `${this.base}/element/${Object.values(element)[0]}/screenshot`)) as string
    return Buffer.from(png, 'base64')
  }

  /** Presses and releases a key (`keys`) wherever the focus is. */
  press(key: string) {
    return call('POST', `${this.base}/actions`, {
      actions: [{ type: 'key', id: 'keyboard', actions: [{ type: 'keyDown', value: key }, { type: 'keyUp', value: key }] }],
    })
  }

  /** The browser's Back, or its Forward. */
  history(way: 'back' | 'forward') {
    return call('POST', `${this.base}/${way}`, {})
  }

  /**
   * Answers the page's sends to EmailJS in the page itself (WebDriver cannot intercept them) and
   * keeps what each sent in `window.sentLeads`; nothing leaves the machine.
   */
  answerEmailJs() {
    return this.run(`
      const real = window.fetch
      window.sentLeads = []
      window.fetch = (input, init) => {
        if (String(input instanceof Request ? input.url : input).startsWith('https://api.emailjs.com/')) {
          window.sentLeads.push(JSON.parse(init.body))
          return Promise.resolve(new Response('OK', { status: 200 }))
        }
        return real(input, init)
      }`)
  }
}

async function call(method: string, url: string, body?: unknown): Promise<unknown> {
  const response = await fetch(url, { method, headers: { 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) })
  const json = (await response.json()) as { value: unknown }
  if (!response.ok) throw new Error(`WebDriver ${method} ${new URL(url).pathname}: ${JSON.stringify(json.value).slice(0, 400)}`)
  return json.value
}
