// The host check's comparison (npm run hostcheck, run in CI against Cloudflare's asset server):
// each rule here is one way the preview server, or the Cloudflare build, could answer other than
// the site promises, and the check must name it.
import { describe, expect, it } from 'vitest'
import { answerProblems, type Answer, type Expectation } from '../../scripts/hostcheck/compare'

const csp = "default-src 'none'; script-src 'self'"
const answer = (status: number, headers: Record<string, string> = {}, body = ''): Answer => ({ status, headers: new Headers({ 'content-security-policy': csp, ...headers }), body })
const page: Expectation = { path: '/about', status: 200 }

describe('the host check', () => {
  it('finds nothing when both servers answer as the site promises', () => {
    const html = { 'content-type': 'text/html; charset=utf-8' }
    expect(answerProblems(page, answer(200, html), answer(200, { 'content-type': 'text/html' }))).toEqual([])
    const redirect: Expectation = { path: '/old?utm_source=x', status: 301, location: '/new?utm_source=x' }
    expect(answerProblems(redirect, answer(301, { location: '/new?utm_source=x' }), answer(301, { location: '/new?utm_source=x' }))).toEqual([])
    // Either name of JavaScript's type is the same type to a browser.
    expect(answerProblems({ path: '/a.js', status: 200 }, answer(200, { 'content-type': 'application/javascript' }), answer(200, { 'content-type': 'text/javascript; charset=utf-8' }))).toEqual([])
  })

  it('names a status other than promised, and a preview server that answers otherwise than Cloudflare', () => {
    expect(answerProblems(page, answer(404, { 'cache-control': 'no-store' }), answer(404, { 'cache-control': 'no-store' }))).toEqual(['GET /about: Cloudflare answers 404, expected 200'])
    expect(answerProblems({ ...page, method: 'POST', status: 405 }, answer(405), answer(404))).toEqual(['POST /about: preview server answers 404, Cloudflare 405'])
  })

  it('names a redirect to another place, and a site header either server drops or changes', () => {
    const redirect: Expectation = { path: '/old', status: 301, location: '/new' }
    expect(answerProblems(redirect, answer(301, { location: '/other' }), answer(301, { location: '/other' }))).toEqual(['GET /old: Cloudflare Location /other, expected /new'])
    expect(answerProblems(page, answer(200, { 'x-frame-options': 'DENY' }), answer(200))).toEqual(['GET /about: x-frame-options differs: preview server "null", Cloudflare "DENY"'])
    const noPolicy: Answer = { status: 200, headers: new Headers(), body: '' }
    expect(answerProblems(page, noPolicy, noPolicy)).toEqual(['GET /about: no Content-Security-Policy from Cloudflare'])
  })

  it('names a file served as another type, but only where a file is served', () => {
    expect(answerProblems(page, answer(200, { 'content-type': 'text/html' }), answer(200, { 'content-type': 'text/plain' }))).toEqual(['GET /about: content-type differs: preview server "text/plain", Cloudflare "text/html"'])
    const missing = { 'content-type': 'text/html', 'cache-control': 'no-store' }
    expect(answerProblems({ path: '/gone', status: 404 }, answer(404, missing), answer(404, { ...missing, 'content-type': 'text/plain' }))).toEqual([])
  })

  it('names an asset cached otherwise than Cloudflare caches it, and any 404 that may be cached', () => {
    const asset: Expectation = { path: '/assets/c/app.js', status: 200 }
    const js = { 'content-type': 'text/javascript' }
    expect(answerProblems(asset, answer(200, { ...js, 'cache-control': 'public, max-age=31536000, immutable' }), answer(200, { ...js, 'cache-control': 'public, max-age=3600' }))).toEqual([
      'GET /assets/c/app.js: cache-control differs: preview server "public, max-age=3600", Cloudflare "public, max-age=31536000, immutable"',
    ])
    // A page's caching is the host's own and is not compared; a 404's must be no-store from both.
    expect(answerProblems(page, answer(200, { 'cache-control': 'max-age=0' }), answer(200, { 'cache-control': 'max-age=60' }))).toEqual([])
    expect(answerProblems({ path: '/gone', status: 404 }, answer(404, { 'cache-control': 'no-store' }), answer(404, { 'cache-control': 'max-age=600' }))).toEqual(['GET /gone: a 404 with cache-control no-store / max-age=600'])
  })

  it('names a section 404 page that does not say what it is, from either server', () => {
    const row: Expectation = { path: '/services/mole-removal', status: 404, body: 'Service Not Found' }
    const missing = { 'cache-control': 'no-store' }
    expect(answerProblems(row, answer(404, missing, '<h1>Service Not Found</h1>'), answer(404, missing, '<h1>Service Not Found</h1>'))).toEqual([])
    expect(answerProblems(row, answer(404, missing, '<h1>Service Not Found</h1>'), answer(404, missing, '<h1>Page not found</h1>'))).toEqual(['GET /services/mole-removal: the page does not say "Service Not Found"'])
  })
})
