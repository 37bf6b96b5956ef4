import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { bootScript, bootScriptHash, deferClientEntry, officeScript, officeScriptHash } from '../../build/boot'
import { formsAfterFirstPaint } from '../../build/laterForms'
import { contentSecurityPolicy } from '../../build/securityHeaders'
import { analyticsStartup, googleAnalyticsHosts } from '../../scripts/postbuild/deployFiles'
import { speculationRulesHash } from '../../build/speculation'
import { speculationRules } from '../../lib/client/speculation'
import { classNamesIn, usedCss } from '../../build/usedCss'

describe('usedCss', () => {
  const css = [
    '@layer reset{*{margin:0}}',
    '@layer tokens{:root{--x:1px}}',
    '@layer components{',
    '.header_a{color:red}',
    '.dialog_b{position:fixed}',
    '.trigger_c[data-state=open]{color:blue}',
    '.trigger_c:hover,.toast_d:hover{color:green}',
    '.list_e .item_f{padding:0}',
    'a[href$=".svg"]{border:0}',
    '.card_g:not(.hidden_h){display:block}',
    '.card_g>:is(.image_i,.icon_j){grid-row:1/-1}',
    '.card_g>:where(.image_i,.icon_k){order:1}',
    ':is(.list_e .card_g:has(>.icon_j),.header_a .card_g:has(>.icon_j)){gap:1px}',
    ':is(.list_e .card_g:has(>.icon_j),.toast_d .card_g:has(>.icon_j)){gap:2px}',
    '.card_g:not(:is(.hidden_h,.gone_m)){order:2}',
    '.card_g:has(.image_i,.icon_j){order:3}',
    '@media (width>=48rem){.dialog_b{inset:0}.header_a{padding:var(--x)}}',
    '@keyframes spin{from{rotate:0}to{rotate:1turn}}',
    '}',
  ].join('')
  const html = '<header class="header_a"><button class="trigger_c x">Menu</button></header><div class="card_g"><span class="icon_j"></span></div>'
  const out = usedCss(css, html)

  it('keeps rules without classes and rules whose classes the page uses, with their states', () => {
    expect(out).toContain('*{margin:0}')
    expect(out).toContain(':root{--x:1px}')
    expect(out).toContain('.header_a{color:red}')
    expect(out).toContain('.trigger_c[data-state=open]{color:blue}')
    expect(out).toContain('.header_a{padding:var(--x)}')
    expect(out).toContain('a[href$=".svg"]{border:0}')
    expect(out).toContain('.card_g:not(.hidden_h){display:block}')
    // One of the alternatives is enough: this page's cards have an icon, not an image.
    expect(out).toContain('.card_g>:is(.image_i,.icon_j){grid-row:1/-1}')
    // Groups nested in a group, as Lightning CSS writes two selectors joined: one alternative is
    // the page's (a header's card with an icon).
    expect(out).toContain(':is(.list_e .card_g:has(>.icon_j),.header_a .card_g:has(>.icon_j)){gap:1px}')
    expect(out).toContain('.card_g:not(:is(.hidden_h,.gone_m)){order:2}')
    expect(out).toContain('.card_g:has(.image_i,.icon_j){order:3}')
    expect(out).toContain('@keyframes spin{from{rotate:0}to{rotate:1turn}}')
  })

  it('drops rules for parts the page does not have, selector by selector', () => {
    expect(out).not.toContain('dialog_b')
    expect(out).not.toContain('toast_d')
    expect(out).not.toContain('item_f')
    expect(out).not.toContain('icon_k')
    expect(out).not.toContain('gap:2px')
    expect(out).toContain('.trigger_c:hover{color:green}')
  })

  it('reads class names from class attributes only', () => {
    expect([...classNamesIn('<p class=" a  b"><span class="c">.d</span></p>')]).toEqual(['a', 'b', 'c'])
  })
})

describe('deferClientEntry', () => {
  const page =
    '<html><head>\n<meta charset="utf-8">\n<link rel="stylesheet" type="text/css" href="/assets/static/s.css"></head><body><div id="root"></div>' +
    '<script id="vike_pageContext" type="application/json">{}</script>' +
    '<script src="/assets/e/entry.js" type="module" async></script>' +
    '<link rel="modulepreload" href="/assets/e/page.js" as="script" type="text/javascript">' +
    '<link rel="modulepreload" href="/assets/c/react.js" as="script" type="text/javascript"></body></html>'

  it('replaces the entry script and preloads with the loader, last in <body>, which carries their URLs; the office hour’s mark comes first in <head>', () => {
    const out = deferClientEntry(page, 'index.html')
    expect(out).toContain(`<head>\n<meta charset="utf-8">\n<script>${officeScript}</script>\n<link rel="stylesheet"`)
    expect(out).not.toContain('type="module"')
    expect(out).not.toContain('rel="modulepreload"')
    expect(out).toContain(
      `<script data-entry="/assets/e/entry.js" data-preload="/assets/e/page.js /assets/c/react.js">${bootScript}</script></body>`,
    )
  })

  it('leaves a page without a client entry alone, and refuses markup it does not know', () => {
    const stub = '<html><body><p>This page has moved.</p></body></html>'
    expect(deferClientEntry(stub, 'old/index.html')).toBe(stub)
    const changed = page.replace('type="module" async', 'type="module" defer')
    expect(() => deferClientEntry(changed, 'about/index.html')).toThrow(/about\/index\.html: Vike's entry <script> was not found/)
  })

  it('is allowed by the Content-Security-Policy through its hash, not unsafe-inline, as are the Speculation Rules', () => {
    const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`
    expect(bootScriptHash).toBe(hash(bootScript))
    expect(officeScriptHash).toBe(hash(officeScript))
    expect(speculationRulesHash).toBe(hash(speculationRules))
    const scriptSrc = /script-src ([^;]*);/.exec(contentSecurityPolicy())![1]!.split(' ')
    expect(scriptSrc).toEqual(["'self'", hash(officeScript), hash(bootScript), hash(speculationRules)])
  })
})

describe('the Content-Security-Policy with analytics', () => {
  // A source "https://*.example.com" allows any subdomain of example.com over https.
  const allows = (directive: string, url: string) => {
    const sources = new RegExp(`${directive} ([^;]*)`).exec(contentSecurityPolicy({ analyticsHosts: googleAnalyticsHosts }))![1]!.split(' ')
    const host = new URL(url).host
    return sources.some((source) => source.startsWith('https://*.') && host.endsWith(source.slice('https://*'.length)))
  }

  it('lets Google Analytics 4 load its tag and report from every host its guide lists', () => {
    expect(allows('script-src', 'https://www.googletagmanager.com/gtag/js?id=G-TEST')).toBe(true)
    for (const url of ['https://region1.google-analytics.com/g/collect', 'https://region1.analytics.google.com/g/collect', 'https://www.googletagmanager.com/a']) {
      expect(allows('connect-src', url), url).toBe(true)
    }
    expect(allows('connect-src', 'https://tracker.example.net/collect')).toBe(false)
  })
})

describe('the analytics start-up', () => {
  /** What the start-up tells Google Analytics of a view of `href`, reached from `referrer`. */
  function pageView(href: string, referrer: string) {
    const window = { dataLayer: [] as unknown[][] } as { dataLayer: unknown[][]; gtag?: unknown }
    new Function('window', 'location', 'dataLayer', 'document', analyticsStartup('G-TEST'))(window, { href }, window.dataLayer, { referrer })
    return window.dataLayer.map((args) => [...args]).find((args) => args[0] === 'config')
  }

  it('counts a search page’s view without the words searched for, in its address or its title', () => {
    expect(pageView('https://www.acme-wildlife.ca/search?q=raccoon+at+12+Main+St&page=2', '')).toEqual(['config', 'G-TEST', { page_title: 'Search', page_location: 'https://www.acme-wildlife.ca/search?page=2' }])
  })

  it('counts the view of a page opened from a search without the words searched for', () => {
    expect(pageView('https://www.acme-wildlife.ca/services/raccoon-removal', 'https://www.acme-wildlife.ca/search?q=raccoon+at+12+Main+St')).toEqual([
      'config',
      'G-TEST',
      { page_location: 'https://www.acme-wildlife.ca/services/raccoon-removal', page_referrer: 'https://www.acme-wildlife.ca/search' },
    ])
  })
})

describe('formsAfterFirstPaint', () => {
  const search = '<form role="search" action="/search" method="get"><input name="q"><button>Search</button></form>'
  const own = '<form role="search" aria-label="Main search" data-first-paint="true"><input name="q"></form>'

  it('holds every form in a <noscript> the loader opens after the first paint, but the one a page is for', () => {
    const out = formsAfterFirstPaint(`<header>${search}</header><main>${own}</main><footer>${search}</footer>`, 'search.html')
    expect(out).toBe(`<header><noscript data-later>${search}</noscript></header><main>${own}</main><footer><noscript data-later>${search}</noscript></footer>`)
  })

  it('refuses a form that holds a <noscript> of its own, naming the page', () => {
    expect(() => formsAfterFirstPaint('<form><noscript><p>Needs JavaScript</p></noscript></form>', 'contact.html')).toThrow(/contact\.html: a form holds a <noscript>/)
  })
})
