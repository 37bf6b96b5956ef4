import { describe, expect, it } from 'vitest'
import { bootScript } from '../../build/boot'
import { landingQueryKey, leadUtm, type AttributionStorage } from '../../lib/lead/attribution'

/**
 * Runs the inline loader as the browser would on a page at `search`, in a hidden tab (it loads
 * at once) that has not finished loading (the tab icon waits for the load event).
 */
function runLoader(document: object, search: string, sessionStorage: object) {
  new Function('document', 'location', 'sessionStorage', 'addEventListener', bootScript)(document, { search }, sessionStorage, () => undefined)
}

function landOn(search: string, stored = new Map<string, string>()) {
  const element = () => ({ dataset: {} as Record<string, string> })
  const document = {
    currentScript: { dataset: { entry: '/assets/e/x.js', preload: '', style: '' } },
    visibilityState: 'hidden',
    createElement: element,
    head: { appendChild: () => undefined },
    body: { appendChild: () => undefined },
  }
  const sessionStorage = { setItem: (k: string, v: string) => void stored.set(k, v) }
  runLoader(document, search, sessionStorage)
  return stored
}

const storageOf = (stored: Map<string, string>): AttributionStorage => ({ getItem: (k) => stored.get(k) ?? null })

describe('campaign attribution', () => {
  it('credits a lead sent from another page to the tags of the landing page', () => {
    const stored = landOn('?utm_source=google&utm_medium=cpc&utm_campaign=spring')
    expect(leadUtm('https://site.example/contact', storageOf(stored))).toEqual({ utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'spring' })
  })

  it('prefers the tags in the current address, and keeps the landing tags when later pages have none', () => {
    const stored = landOn('?utm_source=google')
    landOn('', stored)
    landOn('?q=raccoon', stored)
    expect(stored.get(landingQueryKey)).toBe('?utm_source=google')
    expect(leadUtm('https://site.example/contact', storageOf(stored)).utm_source).toBe('google')
    expect(leadUtm('https://site.example/contact?utm_source=flyer', storageOf(stored)).utm_source).toBe('flyer')
  })

  it('keeps only the campaign tags of the landing address, not its click ids or an address a newsletter put there', () => {
    const stored = landOn('?gclid=Cj0KCQ&utm_source=newsletter&email=jane%40example.com&utm_campaign=spring&fbclid=IwAR')
    expect(stored.get(landingQueryKey)).toBe('&utm_source=newsletter&utm_campaign=spring')
    expect(leadUtm('https://site.example/contact', storageOf(stored))).toEqual({ utm_source: 'newsletter', utm_medium: '', utm_campaign: 'spring' })
  })

  it('gives empty tags without storage or with junk stored, and cleans and caps stored values', () => {
    const empty = { utm_source: '', utm_medium: '', utm_campaign: '' }
    expect(leadUtm('https://site.example/contact', undefined)).toEqual(empty)
    const stored = new Map([[landingQueryKey, '%%%not a query']])
    expect(leadUtm('https://site.example/contact', storageOf(stored))).toEqual(empty)
    stored.set(landingQueryKey, `?utm_source=a%0D%0ABcc:%20x&utm_medium=${'m'.repeat(300)}`)
    expect(leadUtm('https://site.example/contact', storageOf(stored))).toEqual({ utm_source: 'a Bcc: x', utm_medium: 'm'.repeat(100), utm_campaign: '' })
  })

  it('still loads the page when storage refuses to be written', async () => {
    const throwing = { setItem: () => { throw new Error('QuotaExceededError') } }
    const appended: unknown[] = []
    const document = {
      currentScript: { dataset: { entry: '/assets/e/x.js', preload: '', style: '' } },
      visibilityState: 'hidden',
      createElement: () => ({ dataset: {} }),
      head: { appendChild: () => undefined },
      body: { appendChild: (e: unknown) => void appended.push(e) },
    }
    runLoader(document, '?utm_source=x', throwing)
    // The code is added in a task after the heading face's (build/boot.ts).
    await new Promise((resolve) => setTimeout(resolve))
    expect(appended).toEqual([{ dataset: {}, type: 'module', src: '/assets/e/x.js', onerror: expect.any(Function) }])
  })
})
