/**
 * Demo data: the fictional defaults a fresh checkout builds with, so it runs without the
 * company's facts. A production build (SITE_URL set) must not ship any of them, so the build
 * lists each one left, with the file to edit, and fails. A demo build (no SITE_URL) warns once.
 *
 * What counts as demo data:
 * - any object exported from `content/*.ts` that carries `demo: true` (a business fact the
 *   company must supply: credentials, warranty, review summary...) or `sample: true` (a sample
 *   review or testimonial), and any Markdown file whose front matter says `sample: true` (a sample
 *   job story);
 * - a 555-01xx phone number (reserved for fiction in North America) or a `.example` address in
 *   content, and the EmailJS example or empty ids;
 * - any `.example` URL or address anywhere in the built site.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { exampleLeadConfig, leadConfig, type LeadConfig } from '../lib/lead/config'
import { parseFrontMatter } from '../build/markdown'

export interface DemoFact {
  /** The file (or environment variable) to edit. */
  file: string
  /** What is still fictional there. */
  fact: string
}

/** 555-0100 to 555-0199 are reserved for fiction; written with or without separators. */
const fictionalPhone = /(?:\+?1[-. ]?)?(?:\(?\d{3}\)?[-. ]?)?555[-. ]?01\d\d\b/
/**
 * An address on the reserved `.example` top-level domain: a host, or an email address. The
 * `.example` must end the host name: `www.example-wildlife.ca` is a real domain.
 */
const exampleAddress = /(?:[a-z0-9._%+-]+@)?[a-z0-9-]+(?:\.[a-z0-9-]+)*\.example(?![a-z0-9-]|\.[a-z0-9])/gi
const hasExampleAddress = new RegExp(exampleAddress.source, 'i')

function describe(value: Record<string, unknown>): string {
  for (const key of ['name', 'title', 'label', 'source']) {
    const v = value[key]
    if (typeof v === 'string' && v) return ` ("${v.length > 50 ? `${v.slice(0, 47)}...` : v}")`
  }
  return ''
}

/**
 * Demo facts inside one exported value of a content module, named by their path in it.
 * `derived` are the business file's own values: text that merely repeats one of them (a FAQ
 * answer quoting the phone line) changes with it, so only the business file is named for them.
 */
export function demoFactsIn(file: string, value: unknown, where: string, derived: readonly string[] = [], copiedHint = '', seen = new WeakSet<object>()): DemoFact[] {
  if (typeof value === 'string') {
    let text = value
    for (const known of derived) text = text.split(known).join(' ')
    const facts: DemoFact[] = []
    const phone = fictionalPhone.exec(text)
    if (phone) facts.push({ file, fact: `${where}: fictional phone number ${phone[0].trim()}` })
    for (const [address] of text.matchAll(exampleAddress)) facts.push({ file, fact: `${where}: fictional address ${address}` })
    return facts
  }
  if (Array.isArray(value)) return value.flatMap((item, i) => demoFactsIn(file, item, `${where}[${i}]`, derived, copiedHint, seen))
  if (typeof value !== 'object' || value === null) return []
  const record = value as Record<string, unknown>
  // The same marked entry exported twice (`reviewsNewestFirst` re-sorts `reviews`) is one fact
  // to replace. Only a marked one: an object met first where business.ts's values are taken out
  // of the text (`derived`) still holds, in business.ts, a fictional number to name.
  if (record.demo === true || record.sample === true) {
    if (seen.has(record)) return []
    seen.add(record)
  }
  if (record.demo === true) return [{ file, fact: `${where}${describe(record)}: demo default: replace it with the company's real facts, then set its "demo: true" to "demo: false"${copiedHint}` }]
  if (record.sample === true) {
    return [{ file, fact: `${where}${describe(record)}: sample entry: replace it with a real, consented one (then delete its "sample: true") or remove it; never unmark an invented one` }]
  }
  return Object.entries(record).flatMap(([key, v]) => demoFactsIn(file, v, `${where}.${key}`, derived, copiedHint, seen))
}

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (typeof value !== 'object' || value === null) return []
  return Object.values(value).flatMap(strings)
}

/**
 * Lists the pages cannot do without. Removing every sample review, every quote or every job story
 * (as a refusal allows for one) would leave the home page's "What homeowners say" and "Jobs we have
 * done", the reviews page and /job-stories as headings over nothing.
 */
interface RequiredList {
  file: string
  key: string
  shownOn: string
  /** An entry the list must hold, when any entry will not do. */
  holds?: { what: string; entry: (entry: Record<string, unknown>) => boolean }
}

const requiredLists: readonly RequiredList[] = [
  { file: 'reviews.ts', key: 'reviews', shownOn: 'the reviews page' },
  // The home page quotes the reviews that carry a `quote`.
  { file: 'reviews.ts', key: 'reviews', shownOn: 'the home page\'s "What homeowners say"', holds: { what: 'review with a quote', entry: (review) => Boolean(review.quote) } },
]

/** Every demo fact exported by the typed content modules (`content/*.ts`), and a required list left empty. */
export async function contentDemoFacts(contentDir: string): Promise<DemoFact[]> {
  const facts: DemoFact[] = []
  const { business } = (await import(path.resolve(contentDir, 'business.ts'))) as { business: Record<string, unknown> }
  const { origin: _origin, ...ownFacts } = business
  const derived = strings(ownFacts).filter((s) => fictionalPhone.test(s) || hasExampleAddress.test(s))
  const files = readdirSync(contentDir)
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.d.ts'))
    // business.ts first: a group another file re-exports is named where it is written.
    .sort((a, b) => Number(b === 'business.ts') - Number(a === 'business.ts') || a.localeCompare(b))
  const seen = new WeakSet<object>()
  for (const name of files) {
    const file = path.join(contentDir, name)
    const exports = (await import(path.resolve(file))) as Record<string, unknown>
    for (const [key, value] of Object.entries(exports)) {
      // `origin` comes from SITE_URL, and `demoOrigin` is what stands in for it without one; the
      // built pages are scanned for the origin separately.
      if (name === 'siteOrigin.ts' && key === 'demoOrigin') continue
      if (name === 'business.ts' && key === 'business') facts.push(...demoFactsIn(file, ownFacts, key, [], '', seen))
      // A group elsewhere is often business.ts's fact shown another way (the track record as
      // a figure): it follows once business.ts is real, and then loses its mark here too.
      else facts.push(...demoFactsIn(file, value, key, derived, ' (or, if it takes its value from content/business.ts, fix it there)', seen))
      for (const required of requiredLists.filter((list) => list.file === name && list.key === key && Array.isArray(value))) {
        const entries = value as Record<string, unknown>[]
        if (entries.length === 0 && !required.holds) {
          facts.push({ file, fact: `${key} is empty, which leaves ${required.shownOn} with nothing under its heading: add at least one real, consented entry` })
        } else if (entries.length > 0 && required.holds && !entries.some(required.holds.entry)) {
          facts.push({ file, fact: `${key} has no ${required.holds.what}, which leaves ${required.shownOn} with nothing under its heading: give one a quote` })
        }
      }
    }
  }
  return facts
}

/**
 * Fictional numbers and addresses written into Markdown content, Markdown entries whose front
 * matter marks them a sample (`sample: true`, such as a sample job story), and a job-stories
 * folder left without any story.
 */
export function markdownDemoFacts(contentDir: string): DemoFact[] {
  const facts: DemoFact[] = []
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(full)
      else if (entry.name.endsWith('.md') && entry.name !== 'README.md') {
        const source = readFileSync(full, 'utf8')
        const { data } = parseFrontMatter(source, full)
        if (data.sample === true) facts.push(...demoFactsIn(full, data, 'front matter'))
        facts.push(...demoFactsIn(full, source, 'text'))
      }
    }
  }
  walk(contentDir)
  const stories = path.join(contentDir, 'job-stories')
  if (existsSync(stories) && !readdirSync(stories).some((name) => name.endsWith('.md') && name !== 'README.md')) {
    facts.push({ file: stories, fact: 'no job story, which leaves /job-stories and the home page\'s "Jobs we have done" empty: write at least one real job' })
  }
  return facts
}

const leadVariables: Record<keyof LeadConfig, string> = {
  serviceId: 'VITE_EMAILJS_SERVICE_ID',
  templateId: 'VITE_EMAILJS_TEMPLATE_ID',
  publicKey: 'VITE_EMAILJS_PUBLIC_KEY',
}

/** EmailJS ids still at their example value, or empty: either way no lead would arrive. */
export function leadConfigDemoFacts(config: LeadConfig): DemoFact[] {
  return (Object.keys(leadVariables) as (keyof LeadConfig)[]).flatMap((key) => {
    const value = config[key].trim()
    if (value && value !== exampleLeadConfig[key]) return []
    const problem = value ? `the example id "${value}"` : 'empty'
    return [{ file: `environment variable ${leadVariables[key]}`, fact: `${problem}: every lead would fail to send; set the id from the company's EmailJS account` }]
  })
}

/** The browser bundle's scripts as one text (none before a build). */
export function bundleScripts(clientDir: string): string | undefined {
  const assets = path.join(clientDir, 'assets')
  if (!existsSync(assets)) return undefined
  return readdirSync(assets, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith('.js'))
    .map((e) => readFileSync(path.join(e.parentPath, e.name), 'utf8'))
    .join('\n')
}

/**
 * The EmailJS ids the bundle sends: the environment's values, which Vite writes in by their
 * variables' names ('' where a variable was unset: the example ids every bundle also carries are
 * only `leadConfig`'s fallback).
 */
export function shippedLeadConfig(js: string): LeadConfig {
  const shipped = (key: keyof LeadConfig) => js.match(new RegExp(`${leadVariables[key]}:\\s*[\`'"]([^\`'"]*)[\`'"]`))?.[1] ?? ''
  return { serviceId: shipped('serviceId'), templateId: shipped('templateId'), publicKey: shipped('publicKey') }
}

/**
 * Ids set in the environment but missing from the browser bundle: the forms would send with
 * other ids (or none), so the build must not pass for configured when it is not.
 */
export function leadIdsShippedFacts(clientDir: string, config: LeadConfig): DemoFact[] {
  const js = bundleScripts(clientDir)
  if (js === undefined) return []
  return (Object.keys(leadVariables) as (keyof LeadConfig)[])
    .filter((key) => config[key] && !js.includes(JSON.stringify(config[key]).slice(1, -1)))
    .map((key) => ({ file: `environment variable ${leadVariables[key]}`, fact: 'set, but the browser bundle does not carry it: the forms would not use it' }))
}

/** SITE_URL must be an https origin: it is written into every canonical URL and the sitemap. */
export function siteUrlFacts(siteUrl: string | undefined): DemoFact[] {
  if (!siteUrl?.trim()) return []
  let url: URL | undefined
  try {
    url = new URL(siteUrl.trim())
  } catch {
    // Reported below.
  }
  if (url?.protocol === 'https:' && url.pathname === '/' && !url.search && !url.hash && !url.username) return []
  return [{ file: 'environment variable SITE_URL', fact: `"${siteUrl}" is not an https origin such as https://www.your-domain.ca (no path, query or fragment)` }]
}

const textFile = /\.(html|js|mjs|css|json|xml|txt|svg|webmanifest)$|^_(redirects|headers)$/

/**
 * `.example` addresses anywhere in the built site, one line per address with the number of
 * files it appears in (every page repeats the origin, so a line per file would bury the rest).
 */
export function builtDemoFacts(clientDir: string): DemoFact[] {
  const found = new Map<string, string[]>()
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(full)
      else if (textFile.test(entry.name)) {
        for (const [key] of readFileSync(full, 'utf8').matchAll(exampleAddress)) {
          const files = found.get(key) ?? []
          const relative = path.relative(clientDir, full)
          if (!files.includes(relative)) files.push(relative)
          found.set(key, files)
        }
      }
    }
  }
  walk(clientDir)
  return [...found].map(([host, files]) => ({
    file: path.relative(process.cwd(), path.join(clientDir, files[0]!)),
    fact: `fictional address ${host} built into ${files.length} file${files.length === 1 ? '' : 's'} (the site's own address comes from SITE_URL; any other is written in content/, where a search for "${host}" finds it)`,
  }))
}

/**
 * Where a demo fact is, for a demo build's short summary: its file, the folder of a Markdown
 * kind (one file a job story), the environment, or the built site.
 */
function placeOf(file: string): string {
  if (file.startsWith('environment variable')) return 'environment variables'
  if (file.startsWith('dist/')) return 'the built files (addresses written in content/)'
  return /^content\/[^/]+\//.test(file) ? `${path.dirname(file)}/` : file
}

/**
 * The error block of a production build, one demo fact a line with the file to edit; or the
 * warning of a demo build, which only counts them by place, so that a developer's every build
 * does not print the company's to-do list: a production build prints it, and stops on it.
 */
export function demoReport(facts: readonly DemoFact[], production: boolean): string {
  if (production) {
    return [
      `Production build refused (SITE_URL is set): ${facts.length} demo fact${facts.length === 1 ? '' : 's'} left. Replace each with the company's real facts:`,
      ...facts.map((f) => `  ${f.file}: ${f.fact}`),
    ].join('\n')
  }
  const places = new Map<string, number>()
  for (const fact of facts) places.set(placeOf(fact.file), (places.get(placeOf(fact.file)) ?? 0) + 1)
  return [
    `Demo build (SITE_URL is not set): ${facts.length} fictional fact${facts.length === 1 ? ' is' : 's are'} in this build, so it must not be deployed as the company's site. By place:`,
    `  ${[...places].map(([place, count]) => `${place} ${count}`).join(', ')}`,
    'A production build (SITE_URL=https://www.your-domain.ca npm run build) lists each with what to replace, and refuses to finish until none is left.',
  ].join('\n')
}

/** A production build is one given the site's address (SITE_URL); without it, a demo build. */
export function isProductionBuild(env: Readonly<Record<string, string | undefined>>): boolean {
  return Boolean(env.SITE_URL?.trim())
}

/**
 * The build's last step: every demo fact in the content, the environment and the built files.
 * With SITE_URL set (a production build) any one of them fails the build (`ok: false`);
 * without it the build is a demo and the report is a warning.
 */
export async function checkDemoData(contentDir: string, clientDir: string, env: Readonly<Record<string, string | undefined>>): Promise<{ ok: boolean; report: string | undefined }> {
  const facts = [...siteUrlFacts(env.SITE_URL), ...(await contentDemoFacts(contentDir)), ...markdownDemoFacts(contentDir), ...leadConfigDemoFacts(leadConfig(env)), ...leadIdsShippedFacts(clientDir, leadConfig(env)), ...builtDemoFacts(clientDir)]
  const production = isProductionBuild(env)
  // Netlify and Cloudflare Pages build and publish as soon as a repository is connected, often
  // before anyone has set the variables: without SITE_URL that would put the demo site live.
  const hostBuild = env.NETLIFY === 'true' || env.CF_PAGES === '1'
  if (hostBuild && !production && env.ALLOW_DEMO !== '1') {
    return {
      ok: false,
      report: [
        `Demo build refused on ${env.NETLIFY === 'true' ? 'Netlify' : 'Cloudflare Pages'}: SITE_URL is not set, so this would publish the demo site, with fictional numbers and forms that cannot send.`,
        "Set SITE_URL and the EmailJS ids in the host's environment variables and build again (ALLOW_DEMO=1 publishes the demo on purpose, for a preview).",
      ].join('\n'),
    }
  }
  if (facts.length === 0) return { ok: true, report: undefined }
  return { ok: !production, report: demoReport(facts, production) }
}
