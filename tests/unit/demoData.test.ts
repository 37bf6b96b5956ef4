import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { checkLaunchFacts } from '../../scripts/audit/checks/site'
import { builtDemoFacts, checkDemoData, contentDemoFacts, demoFactsIn, leadConfigDemoFacts, leadIdsShippedFacts, siteUrlFacts } from '../../scripts/demoData'
import { temporaryDir } from '../fixtures/temporaryDir'

describe('demo facts in content values', () => {
  it('names every fictional phone number, however it is written', () => {
    for (const phone of ['1-855-555-0199', '+18555550199', '(437) 555-0123', '437.555.0150', '555-0100']) {
      expect(demoFactsIn('content/x.ts', { line: phone }, 'x'), phone).toEqual([{ file: 'content/x.ts', fact: expect.stringContaining('x.line: fictional phone number') }])
    }
  })

  it('leaves real numbers alone, including 555 numbers outside the reserved 0100-0199 block', () => {
    for (const phone of ['(905) 555-1234', '1-866-555-0200', '+14165550299', '437-221-0150']) expect(demoFactsIn('f', phone, 'x'), phone).toEqual([])
  })

  it('names .example hosts and email addresses', () => {
    const facts = demoFactsIn('content/business.ts', { email: 'help@acme.example', site: 'https://www.acme.example/about' }, 'business')
    expect(facts.map((f) => f.fact)).toEqual(['business.email: fictional address help@acme.example', 'business.site: fictional address www.acme.example'])
  })

  it('leaves real domains that merely contain "example" alone', () => {
    expect(demoFactsIn('content/business.ts', { site: 'https://www.example-wildlife.ca', email: 'help@acme.example.ca', text: 'Write to help@acme.example.' }, 'business').map((f) => f.fact)).toEqual([
      'business.text: fictional address help@acme.example',
    ])
  })

  it('names a fact group marked demo, or a sample entry, once, by its path and name', () => {
    const facts = demoFactsIn('content/reviews.ts', [{ name: 'Real Person', sample: false }, { name: 'Sample reviewer 2', sample: true, phone: '555-0101' }], 'reviews')
    expect(facts).toEqual([
      { file: 'content/reviews.ts', fact: 'reviews[1] ("Sample reviewer 2"): sample entry: replace it with a real, consented one (then delete its "sample: true") or remove it; never unmark an invented one' },
    ])
    expect(demoFactsIn('content/business.ts', { warranty: { demo: true, term: '2 years' } }, 'business')[0]?.fact).toBe(
      'business.warranty: demo default: replace it with the company\'s real facts, then set its "demo: true" to "demo: false"',
    )
  })

  it('does not blame a file for quoting a business fact that changes with the business file', () => {
    expect(demoFactsIn('content/faq.ts', 'Call 1-855-555-0199 any time.', 'faq', ['1-855-555-0199'])).toEqual([])
    expect(demoFactsIn('content/faq.ts', 'Or call 437-555-0188.', 'faq', ['1-855-555-0199'])).toHaveLength(1)
  })
})

describe('EmailJS ids', () => {
  it('flags example and empty ids, naming the variable to set', () => {
    const facts = leadConfigDemoFacts({ serviceId: 'service_peelhumane_example', templateId: '', publicKey: 'pk_real_123' })
    expect(facts.map((f) => f.file)).toEqual(['environment variable VITE_EMAILJS_SERVICE_ID', 'environment variable VITE_EMAILJS_TEMPLATE_ID'])
    expect(facts[1]!.fact).toMatch(/^empty: every lead would fail to send/)
  })

  it('accepts real ids', () => {
    expect(leadConfigDemoFacts({ serviceId: 'service_abc123', templateId: 'template_x9', publicKey: 'Xy12_real' })).toEqual([])
  })
})

function fixture(content: Record<string, string>, built: Record<string, string>) {
  const root = temporaryDir('demo-')
  mkdirSync(path.join(root, 'dist'))
  for (const [name, text] of Object.entries({ ...Object.fromEntries(Object.entries(content).map(([k, v]) => [`content/${k}`, v])), ...Object.fromEntries(Object.entries(built).map(([k, v]) => [`dist/${k}`, v])) })) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true })
    writeFileSync(path.join(root, name), text)
  }
  return { content: path.join(root, 'content'), client: path.join(root, 'dist') }
}

const realEnv = { VITE_EMAILJS_SERVICE_ID: 'service_abc', VITE_EMAILJS_TEMPLATE_ID: 'template_abc', VITE_EMAILJS_PUBLIC_KEY: 'pk_abc' }
const realBusiness = `export const business = { name: 'Acme Wildlife', localLine: { display: '(437) 221-0150', e164: '+14372210150' }, email: 'help@acme-wildlife.ca', origin: 'https://www.acme-wildlife.ca' }\n`

describe('the build check', () => {
  it('passes a production build whose facts are all real', async () => {
    const dirs = fixture({ 'business.ts': realBusiness, 'posts/a.md': '---\ntitle: A\n---\nCall us.' }, { 'index.html': '<a href="https://www.acme-wildlife.ca/">Home</a>' })
    expect(await checkDemoData(dirs.content, dirs.client, { ...realEnv, SITE_URL: 'https://www.acme-wildlife.ca' })).toEqual({ ok: true, report: undefined })
  })

  it('refuses a production build with demo facts left, one line each, naming the file to edit', async () => {
    const dirs = fixture(
      {
        'business.ts': realBusiness.replace("'(437) 221-0150'", "'(437) 555-0123'"),
        'reviews.ts': "export const reviews = [{ name: 'Sample reviewer 1', sample: true, quote: 'Good.' }]\n",
        'neighbourhoods/a.md': '---\nname: A\n---\nText us at 437-555-0177.',
      },
      { 'about.html': '<link rel="canonical" href="https://www.site.example/about">', 'blog/a.html': 'https://www.site.example/blog/a' },
    )
    const result = await checkDemoData(dirs.content, dirs.client, { SITE_URL: 'https://www.acme-wildlife.ca', VITE_EMAILJS_SERVICE_ID: '' })
    expect(result.ok).toBe(false)
    const lines = result.report!.split('\n')
    expect(lines[0]).toBe("Production build refused (SITE_URL is set): 7 demo facts left. Replace each with the company's real facts:")
    expect(lines.slice(1)).toEqual([
      expect.stringMatching(/content\/business\.ts: business\.localLine\.display: fictional phone number \(437\) 555-0123$/),
      expect.stringMatching(/content\/reviews\.ts: reviews\[0\] \("Sample reviewer 1"\): sample entry/),
      expect.stringMatching(/content\/neighbourhoods\/a\.md: text: fictional phone number 437-555-0177$/),
      '  environment variable VITE_EMAILJS_SERVICE_ID: empty: every lead would fail to send; set the id from the company\'s EmailJS account',
      expect.stringMatching(/environment variable VITE_EMAILJS_TEMPLATE_ID: the example id/),
      expect.stringMatching(/environment variable VITE_EMAILJS_PUBLIC_KEY: the example id/),
      expect.stringMatching(/dist\/about\.html: fictional address www\.site\.example built into 2 files/),
    ])
  })

  it('refuses a sample entry written in Markdown front matter, such as a sample job story', async () => {
    const story = '---\ntitle: A raccoon mother and her kits in an attic\nsample: true\n---\n'
    const dirs = fixture({ 'business.ts': realBusiness, 'job-stories/kits.md': story, 'job-stories/real.md': story.replace('sample: true', 'sample: false') }, {})
    const result = await checkDemoData(dirs.content, dirs.client, { ...realEnv, SITE_URL: 'https://www.acme-wildlife.ca' })
    expect(result.ok).toBe(false)
    expect(result.report!.split('\n').slice(1)).toEqual([expect.stringMatching(/content\/job-stories\/kits\.md: front matter \("A raccoon mother and her kits in an attic"\): sample entry/)])
  })

  it('passes the real content’s own demo origin, which SITE_URL replaces, once every fact is real', async () => {
    const dirs = fixture(
      { 'business.ts': realBusiness, 'siteOrigin.ts': "export const demoOrigin = 'https://www.peelhumanewildlife.example'\n" },
      { 'index.html': '<a href="https://www.acme-wildlife.ca/">Home</a>' },
    )
    expect(await checkDemoData(dirs.content, dirs.client, { ...realEnv, SITE_URL: 'https://www.acme-wildlife.ca' })).toEqual({ ok: true, report: undefined })
  })

  it('finds in the real content only what the company must replace, not the stand-in origin', async () => {
    const facts = await contentDemoFacts('content')
    expect(facts.filter((f) => f.file.endsWith('siteOrigin.ts'))).toEqual([])
  })

  it('refuses reviews, quotes or job stories removed altogether, which would leave their sections empty', async () => {
    const dirs = fixture({ 'business.ts': realBusiness, 'reviews.ts': 'export const reviews = []\n', 'job-stories/README.md': 'How to write one.' }, {})
    const result = await checkDemoData(dirs.content, dirs.client, { ...realEnv, SITE_URL: 'https://www.acme-wildlife.ca' })
    expect(result.ok).toBe(false)
    expect(result.report!.split('\n').slice(1)).toEqual([
      expect.stringMatching(/content\/reviews\.ts: reviews is empty, which leaves the reviews page with nothing under its heading/),
      expect.stringMatching(/content\/job-stories: no job story/),
    ])
    // Real reviews, none of them quoted: the home page's "What homeowners say" would be empty.
    const unquoted = fixture({ 'business.ts': realBusiness, 'reviews.ts': "export const reviews = [{ name: 'Real Person', sample: false }]\n" }, {})
    const report = (await checkDemoData(unquoted.content, unquoted.client, { ...realEnv, SITE_URL: 'https://www.acme-wildlife.ca' })).report!
    expect(report).toMatch(/content\/reviews\.ts: reviews has no review with a quote/)
  })

  it('names a sample entry once, though a second export re-sorts it (reviewsNewestFirst)', async () => {
    const reviews = "export const reviews = [{ name: 'Sample reviewer 1', quote: 'q', sample: true }]\nexport const reviewsNewestFirst = [...reviews]\n"
    const dirs = fixture({ 'business.ts': realBusiness, 'reviews.ts': reviews }, {})
    const facts = await contentDemoFacts(dirs.content)
    expect(facts.map((f) => f.fact)).toEqual([expect.stringMatching(/^reviews\[0\] \("Sample reviewer 1"\): sample entry/)])
  })

  // An object met twice is skipped the second time: a file read before business.ts that exports
  // one of its lines (its numbers taken out there, as business.ts's own) must not hide the
  // fictional number business.ts itself holds, nor take a marked group's name from business.ts.
  it('names business.ts’s own facts though a file read before it exports the same objects', async () => {
    const business = realBusiness.replace("'(437) 221-0150'", "'(437) 555-0123'").replace("origin:", "warranty: { demo: true, term: '1 year' }, origin:")
    const about = "import { business } from './business'\nexport const officeLine = business.localLine\nexport const warranty = business.warranty\n"
    const dirs = fixture({ 'about.ts': about, 'business.ts': business }, {})
    const facts = (await contentDemoFacts(dirs.content)).map((f) => `${path.basename(f.file)}: ${f.fact}`)
    expect(facts).toEqual([
      'business.ts: business.localLine.display: fictional phone number (437) 555-0123',
      expect.stringMatching(/^business\.ts: business\.warranty: demo default/),
    ])
  })

  it('refuses a Netlify or Cloudflare Pages build without SITE_URL, which would publish the demo, unless asked to', async () => {
    const dirs = fixture({ 'business.ts': realBusiness }, {})
    for (const host of [{ NETLIFY: 'true' }, { CF_PAGES: '1' }]) {
      const result = await checkDemoData(dirs.content, dirs.client, { ...realEnv, ...host })
      expect(result.ok).toBe(false)
      expect(result.report).toMatch(/^Demo build refused on (Netlify|Cloudflare Pages): SITE_URL is not set/)
      expect((await checkDemoData(dirs.content, dirs.client, { ...realEnv, ...host, ALLOW_DEMO: '1' })).ok).toBe(true)
      expect((await checkDemoData(dirs.content, dirs.client, { ...realEnv, ...host, SITE_URL: 'https://www.acme-wildlife.ca' })).ok).toBe(true)
    }
  })

  it('lets a demo build finish with a short warning, its facts counted by place; a production build lists each', async () => {
    const dirs = fixture({ 'business.ts': realBusiness, 'reviews.ts': "export const reviews = [{ name: 'Sample reviewer 1', sample: true, quote: 'Good.' }, { name: 'Sample reviewer 2', sample: true }]\n" }, {})
    const result = await checkDemoData(dirs.content, dirs.client, realEnv)
    expect(result.ok).toBe(true)
    expect(result.report!.split('\n')).toEqual([
      "Demo build (SITE_URL is not set): 2 fictional facts are in this build, so it must not be deployed as the company's site. By place:",
      `  ${path.join(dirs.content, 'reviews.ts')} 2`,
      'A production build (SITE_URL=https://www.your-domain.ca npm run build) lists each with what to replace, and refuses to finish until none is left.',
    ])
    const production = await checkDemoData(dirs.content, dirs.client, { ...realEnv, SITE_URL: 'https://www.acme-wildlife.ca' })
    expect(production.ok).toBe(false)
    expect(production.report).toContain('reviews[0] ("Sample reviewer 1"): sample entry')
    expect(production.report).toContain('reviews[1] ("Sample reviewer 2"): sample entry')
  })
})

describe('the built site scan', () => {
  it('counts the files each fictional address was built into', () => {
    const dirs = fixture({}, { 'a.html': 'mailto:help@x.example and https://www.x.example/', 'assets/b.js': '"https://www.x.example"', 'logo.png': 'www.x.example' })
    expect(builtDemoFacts(dirs.client).map((f) => f.fact)).toEqual([
      'fictional address help@x.example built into 1 file (the site\'s own address comes from SITE_URL; any other is written in content/, where a search for "help@x.example" finds it)',
      'fictional address www.x.example built into 2 files (the site\'s own address comes from SITE_URL; any other is written in content/, where a search for "www.x.example" finds it)',
    ])
  })
})

describe('the audit’s launch check', () => {
  it('warns of every fictional fact a production build would refuse, the sample reviewer’s byline and job stories among them, with the file to edit', async () => {
    const dirs = fixture({ 'business.ts': realBusiness, 'reviewer.ts': "export const reviewer = { name: 'Sample Reviewer', demo: true }\n", 'job-stories/attic.md': '---\ntitle: A raccoon in the attic\nsample: true\n---\nText.' }, { 'index.html': 'https://www.x.example/' })
    const { findings } = await checkLaunchFacts(dirs.content, dirs.client)
    expect(findings.map((f) => [f.severity, f.rule, path.basename(f.page)])).toEqual([
      ['warning', 'demo-fact', 'reviewer.ts'],
      ['warning', 'demo-fact', 'attic.md'],
      ['warning', 'demo-fact', 'index.html'],
    ])
    const real = fixture({ 'business.ts': realBusiness, 'job-stories/attic.md': '---\ntitle: A raccoon in the attic\n---\nText.' }, { 'index.html': 'https://www.acme-wildlife.ca/' })
    expect((await checkLaunchFacts(real.content, real.client)).findings.map((f) => f.rule)).toEqual(['no-demo-facts'])
  })
})

describe('the audit’s dated facts', () => {
  const summary = (asOf: string) => `export const business = { name: 'Acme Wildlife', reviewSummary: { source: 'Google', rating: 4.8, count: 57, asOf: '${asOf}', url: 'https://g.page/acme' } }\n`

  it('asks for the review summary again once its rating and count were read more than 90 days ago', async () => {
    const dirs = fixture({ 'business.ts': summary('2026-08-01') }, { 'index.html': 'https://www.acme-wildlife.ca/' })
    const { findings } = await checkLaunchFacts(dirs.content, dirs.client, '2026-11-25')
    expect(findings.map((f) => [f.severity, f.rule, path.basename(f.page), f.message])).toEqual([
      ['warning', 'stale-fact', 'business.ts', 'business.reviewSummary ("4.8 on Google, 57 reviews") was read at the source on 2026-08-01, 116 days ago: read the rating and count again there, and set its asOf to that day'],
    ])
  })

  it('is quiet while the summary is recent, and names one dated in the future', async () => {
    const recent = fixture({ 'business.ts': summary('2026-09-01') }, { 'index.html': 'https://www.acme-wildlife.ca/' })
    expect((await checkLaunchFacts(recent.content, recent.client, '2026-11-25')).findings.map((f) => f.rule)).toEqual(['no-demo-facts'])
    const ahead = fixture({ 'business.ts': summary('2026-12-25') }, { 'index.html': 'https://www.acme-wildlife.ca/' })
    expect((await checkLaunchFacts(ahead.content, ahead.client, '2026-11-25')).findings.map((f) => f.message)).toEqual([
      'business.reviewSummary ("4.8 on Google, 57 reviews") is dated 2026-12-25, after today: its asOf is the day the rating and count were read at the source',
    ])
  })
})

describe('deployment settings', () => {
  it('accepts an https origin, with or without a trailing slash', () => {
    expect(siteUrlFacts('https://www.acme-wildlife.ca')).toEqual([])
    expect(siteUrlFacts('https://www.acme-wildlife.ca/')).toEqual([])
    expect(siteUrlFacts(undefined)).toEqual([])
  })

  it('names a SITE_URL that is not an https origin', () => {
    for (const bad of ['www.acme.ca', 'http://www.acme.ca', 'https://www.acme.ca/blog', 'https://www.acme.ca/?utm=1', 'not a url']) {
      expect(siteUrlFacts(bad), bad).toEqual([{ file: 'environment variable SITE_URL', fact: expect.stringContaining('is not an https origin') }])
    }
  })

  it('names an EmailJS id that is set but missing from the browser bundle', () => {
    const dirs = fixture({}, { 'assets/c/a.js': 'const ids={serviceId:"service_real",templateId:"template_old"}' })
    const facts = leadIdsShippedFacts(dirs.client, { serviceId: 'service_real', templateId: 'template_new', publicKey: 'pk_new' })
    expect(facts.map((f) => f.file)).toEqual(['environment variable VITE_EMAILJS_TEMPLATE_ID', 'environment variable VITE_EMAILJS_PUBLIC_KEY'])
  })
})
