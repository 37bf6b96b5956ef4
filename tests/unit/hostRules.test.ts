import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { parseAllRedirects } from '@netlify/redirect-parser'
import { describe, expect, it } from 'vitest'
import { deployHost, deployHosts, headersFor, parseHeaders, parseRedirects, redirectsFile, type DeployHost } from '../../lib/hostRules'
import { legacyRedirects } from '../../lib/redirects'
import { redirectStubScript, redirectStubScriptPath } from '../../build/redirectStub'
import { headersFile } from '../../build/securityHeaders'
import { writeHostFiles } from '../../scripts/hostFiles'
import { temporaryDir } from '../fixtures/temporaryDir'

/** The fields of a rule as Netlify's parser returns them (its types say `unknown`). */
interface NetlifyRedirect {
  from: string
  to: string
  status: number
  force: boolean
}

/** `_redirects` as Netlify's own parser (the code its build runs) reads it. */
async function netlifyReads(host: DeployHost) {
  const file = path.join(temporaryDir('redirects-'), '_redirects')
  writeFileSync(file, redirectsFile(host))
  const { redirects, errors } = await parseAllRedirects({ redirectsFiles: [file], configRedirects: [], minimal: false })
  return { redirects: redirects as NetlifyRedirect[], errors }
}

/** Cloudflare Pages' documented `_redirects` statuses; `wrangler pages dev` rejects any other (npm run hostcheck). */
const cloudflareStatuses = /^(200|301|302|303|307|308)$/

describe('_redirects', () => {
  it.each(deployHosts)('for %s: Netlify reads every legacy URL, with and without the slash, as one unforced 301 to its page', async (host) => {
    const { redirects, errors } = await netlifyReads(host)
    expect(errors).toEqual([])
    const legacy = redirects.filter((r) => r.status === 301)
    expect(legacy).toHaveLength(Object.keys(legacyRedirects).length * 2)
    for (const [from, to] of Object.entries(legacyRedirects)) {
      for (const source of [from, `${from}/`]) expect(legacy).toContainEqual(expect.objectContaining({ from: source, to, status: 301, force: false }))
    }
  })

  it('for Netlify: section 404 pages, since Netlify serves only the root 404.html by itself', async () => {
    const { redirects } = await netlifyReads('netlify')
    expect(redirects.filter((r) => r.status === 404).map((r) => [r.from, r.to])).toEqual([
      ['/services/*', '/services/404.html'],
      ['/blog/*', '/blog/404.html'],
    ])
  })

  it.each(['cloudflare', 'static'] as const)('for %s: every rule has a status Cloudflare Pages accepts and no "!"', (host) => {
    const rules = redirectsFile(host)
      .split('\n')
      .filter((l) => l.trim() && !l.startsWith('#'))
    expect(rules.length).toBe(Object.keys(legacyRedirects).length * 2)
    for (const rule of rules) expect(rule.split(/\s+/)[2], rule).toMatch(cloudflareStatuses)
  })

  it('is read back by the preview server’s reader, host named, for every host', () => {
    for (const host of deployHosts) {
      const read = parseRedirects(redirectsFile(host))
      expect(read.host).toBe(host)
      expect(read.rules).toContainEqual({ from: '/wildlife-removal-peel-village/', to: '/peel-village-wildlife-removal', status: 301 })
    }
  })

  it.each([
    ['a forced rule', '/a  /b  301!'],
    ['a rewrite', '/a  /b  200'],
    ['a 404 rule outside the sections', '/x/*  /x/404.html  404'],
    ['a splat', '/a/*  /b/:splat  301'],
    ['a placeholder', '/a/:id  /b/:id  301'],
    ['another origin', '/a  https://evil.example/  301'],
    ['a protocol-relative target', '/a  //evil.example/  301'],
    ['a dot segment', '/a  /b/../c  301'],
    ['conditions', '/a  /b  301  Country=ca'],
    ['a section 404 rule with conditions', '/services/*  /services/404.html  404  Country=ca'],
  ])('refuses %s, which a host would treat differently or the server would not do', (_, line) => {
    expect(() => parseRedirects(`${line}\n`)).toThrow(/line 1/)
  })
})

describe('deployHost', () => {
  it('follows DEPLOY_HOST, else the variables Netlify and Cloudflare Pages set in their builds', () => {
    expect(deployHost({})).toBe('static')
    expect(deployHost({ NETLIFY: 'true' })).toBe('netlify')
    expect(deployHost({ CF_PAGES: '1' })).toBe('cloudflare')
    expect(deployHost({ CF_PAGES: '1', DEPLOY_HOST: 'static' })).toBe('static')
    expect(() => deployHost({ DEPLOY_HOST: 'vercel' })).toThrow(/DEPLOY_HOST/)
  })
})

describe('_headers', () => {
  const rules = parseHeaders(headersFile())
  const names = (status: number, at: string) => headersFor(rules, at, status).map(([n, v]) => `${n.toLowerCase()}: ${v}`)

  it('sends the security headers on every response, errors and redirects included', () => {
    for (const status of [200, 301, 304, 308, 400, 404, 405]) expect(names(status, '/about').some((h) => h.startsWith('content-security-policy: '))).toBe(true)
  })

  it('caches assets only on 200 and 304; a 404 is no-store', () => {
    expect(names(200, '/assets/c/app.js')).toContain('cache-control: public, max-age=31536000, immutable')
    expect(names(304, '/assets/c/app.js')).toContain('cache-control: public, max-age=31536000, immutable')
    expect(names(404, '/assets/c/missing.js').filter((h) => h.startsWith('cache-control'))).toEqual(['cache-control: no-store'])
    expect(names(405, '/assets/c/app.js').filter((h) => h.startsWith('cache-control'))).toEqual([])
  })
})

describe('writeHostFiles', () => {
  const build = (host: DeployHost) => {
    const dir = temporaryDir('host-files-')
    const fileOf = (route: string) => path.join(dir, `${route.slice(1)}.html`)
    // Vike prerenders a stub of its own at each legacy URL before the host files are written.
    for (const from of Object.keys(legacyRedirects)) writeFileSync(fileOf(from), 'Vike stub')
    writeHostFiles(dir, host, {}, fileOf)
    return { dir, stubs: Object.keys(legacyRedirects).map(fileOf) }
  }

  it('leaves no file at a legacy URL for Netlify or Cloudflare, where it would shadow the rule or add a hop', () => {
    for (const host of ['netlify', 'cloudflare'] as const) {
      const { dir, stubs } = build(host)
      expect(stubs.filter((f) => existsSync(f))).toEqual([])
      expect(existsSync(path.join(dir, redirectStubScriptPath))).toBe(false)
      expect(readFileSync(path.join(dir, '_redirects'), 'utf8')).toBe(redirectsFile(host))
    }
  })

  it('writes a stub with the canonical URL at each legacy URL for other hosts: a script that keeps the query, a refresh without script', () => {
    const { dir, stubs } = build('static')
    for (const [index, to] of Object.values(legacyRedirects).entries()) {
      const stub = readFileSync(stubs[index]!, 'utf8')
      expect(stub).toContain(`<html lang="en-CA" data-to="${to}">`)
      expect(stub).toContain(`<script src="${redirectStubScriptPath}"></script>`)
      expect(stub).toContain(`<noscript><meta http-equiv="refresh" content="0; url=${to}"></noscript>`)
      expect(stub).toMatch(new RegExp(`<link rel="canonical" href="https?://[^"]+${to}">`))
    }
    // The script is a file of this origin's, so the pages' CSP needs no hash for it.
    expect(readFileSync(path.join(dir, redirectStubScriptPath), 'utf8')).toBe(redirectStubScript)
    expect(readFileSync(path.join(dir, '_headers'), 'utf8')).toBe(headersFile())
  })
})
