// https://vike.dev/config
import type { Config } from 'vike/types'
import { legacyRedirects } from '../lib/redirects'

export default {
  // Pages are HTML only: React renders them at build time and the browser gets no page code.
  // Interactive parts are islands (renderer/islands), started by renderer/+client.ts, and a
  // link is a full load of a small prerendered page (made instant by Speculation Rules).
  clientRouting: false,
  // https://vike.dev/redirects — prerendered as HTML stubs for hosts without `_redirects`.
  redirects: legacyRedirects,
  // https://vike.dev/prerender — every page is static HTML; redirects become HTML stubs too.
  // noExtraDir: /about is written as about.html, which static hosts (Cloudflare Pages, Netlify,
  // GitHub Pages) serve at /about itself; about/index.html would be served at /about/, and the
  // canonical URLs (no trailing slash) would all be redirects.
  prerender: { redirects: true, keepDistServer: true, noExtraDir: true },
  // Head data per page (https://vike.dev/meta): all of it stays on the server, which writes it
  // into the HTML; the browser gets no page code and no page data.
  meta: {
    Page: { env: { server: true } },
    title: { env: { server: true } },
    description: { env: { server: true } },
    jsonLd: { env: { server: true } },
    noindex: { env: { server: true } },
  },
} satisfies Config
