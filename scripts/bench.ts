/**
 * `npm run bench`: measures the built site against the floor, a minimal static page (inline
 * CSS, no JavaScript), in the same run: Lighthouse mobile, median of 5, per template, with the
 * ratio of LCP and of total bytes to the floor's. Then prerender time per page at today's size
 * and at 10x pages (generated test posts, in a scratch copy of the project). The floor and each
 * template are also loaded as a phone loads them (the audit's phone load: 390x844, 4x CPU, 5 s
 * untouched): the scripts and stylesheets fetched and the longest main-thread task. Writes
 * reports/bench.json and reports/bench.md. BENCH_RUNS sets the Lighthouse runs (default 5);
 * BENCH_SKIP_BUILD=1 skips the prerender timing.
 */
import { execFileSync } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { startFloorServer } from './audit/floor'
import { lighthouseMedians, type LighthouseRun } from './audit/lighthouse'
import { measurePhoneLoad, type PhoneLoad } from './audit/phone'
import { launchBrowser } from '../tests/browser'
import { startServer } from './server'
import { pageKinds } from '../lib/pageKinds'

const runs = Number(process.env.BENCH_RUNS ?? 5)
// The audit's page for each of the templates most visitors land on.
const templates = [pageKinds.home, pageKinds.service, pageKinds.area, pageKinds.neighbourhood, pageKinds.locationService, pageKinds.post, pageKinds.contact].map((kind) => [kind.template, kind.sample] as const)

function timeBuild(cwd: string): { seconds: number; pages: number } {
  const started = performance.now()
  const output = execFileSync('npx', ['vike', 'build'], { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] })
  const pages = Number(/(\d+) HTML documents pre-rendered/.exec(output)?.[1] ?? 0)
  return { seconds: (performance.now() - started) / 1000, pages }
}

/** A scratch copy of the project with `extra` generated posts (valid, 650+ words each). */
function scaledCopy(extra: number): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-10x-'))
  for (const entry of readdirSync('.')) {
    if (['node_modules', 'dist', 'reports', '.git'].includes(entry)) continue
    cpSync(entry, path.join(dir, entry), { recursive: true })
  }
  symlinkSync(path.resolve('node_modules'), path.join(dir, 'node_modules'))
  const words = 'raccoon squirrel attic soffit vent chimney exclusion door season spring kits mother sealing inspection Brampton roofline gap humane warranty'.split(' ')
  for (let i = 0; i < extra; i++) {
    const body = Array.from({ length: 660 }, (_, w) => words[(w * 7 + i) % words.length]).join(' ')
    const slug = `bench-generated-article-${i + 1}`
    writeFileSync(
      path.join(dir, 'content/posts', `${slug}.md`),
      `---\nid: ${1000 + i}\nslug: ${slug}\ntitle: "Generated benchmark article number ${i + 1}"\nauthor: Peel Humane Wildlife Inc.\ndate: 2025-09-15\ncategory: Wildlife Removal\ntags: [benchmark, generated]\nexcerpt: "A generated article used only to measure how prerender time grows with the number of pages on the site."\ndescription: "A generated article used only by the benchmark to measure how the prerender time of the site grows as the number of pages grows."\n---\n\n## Generated\n\n${body}.\n`,
    )
  }
  return dir
}

const server = await startServer({ root: 'dist/client' })
const floorServer = await startFloorServer()
let results: { name: string; url: string; median: LighthouseRun }[]
const phone = new Map<string, PhoneLoad>()
try {
  console.log(`Lighthouse mobile, median of ${runs}: floor + ${templates.length} templates`)
  results = await lighthouseMedians(
    [{ name: 'floor', url: floorServer.url }, ...templates.map(([name, p]) => ({ name, url: server.url + p }))],
    runs,
    (round) => console.log(`  round ${round} of ${runs} done`),
  )
  console.log('Phone load of the floor page, then of each template')
  const browser = await launchBrowser('full')
  try {
    // The floor's long tasks are the machine's own: a page with no script has them too.
    phone.set('floor', await measurePhoneLoad(browser, floorServer.url))
    for (const [name, p] of templates) phone.set(name, await measurePhoneLoad(browser, server.url + p))
  } finally {
    await browser.close()
  }
} finally {
  await server.close()
  await floorServer.close()
}
const floor = results.find((r) => r.name === 'floor')!.median
const rows = results.map(({ name, median: m }) => ({
  template: name,
  performance: m.performance,
  lcpMs: Math.round(m.lcpMs),
  lcpRatio: Number((m.lcpMs / floor.lcpMs).toFixed(2)),
  totalKiB: Number((m.totalBytes / 1024).toFixed(1)),
  bytesRatio: Number((m.totalBytes / floor.totalBytes).toFixed(2)),
  tbtMs: Math.round(m.tbtMs),
  jsKiB: Number((m.jsBytes / 1024).toFixed(1)),
  phoneKiB: phoneKiB(phone.get(name)),
  longestTaskMs: Math.round(Math.max(0, ...(phone.get(name)?.longTasks ?? []))),
}))

/** Scripts and stylesheets a phone fetched untouched, in KiB (0 for the floor, which has none). */
function phoneKiB(load: PhoneLoad | undefined): number {
  const bytes = [...(load?.scripts ?? []), ...(load?.stylesheets ?? [])].reduce((total, f) => total + f.bytes, 0)
  return Number((bytes / 1024).toFixed(1))
}

let build: { scale: string; pages: number; seconds: number; msPerPage: number }[] = []
if (process.env.BENCH_SKIP_BUILD !== '1') {
  console.log('Prerender time at today’s size and at 10x pages')
  const today = timeBuild('.')
  const copy = scaledCopy(today.pages * 9)
  try {
    const tenfold = timeBuild(copy)
    build = [
      { scale: '1x', pages: today.pages, seconds: Number(today.seconds.toFixed(1)), msPerPage: Math.round((today.seconds * 1000) / today.pages) },
      { scale: '10x', pages: tenfold.pages, seconds: Number(tenfold.seconds.toFixed(1)), msPerPage: Math.round((tenfold.seconds * 1000) / tenfold.pages) },
    ]
  } finally {
    rmSync(copy, { recursive: true, force: true })
  }
  // `vike build` alone left dist without the post-build steps: restore the full build.
  execFileSync('npx', ['tsx', 'scripts/postbuild.ts'], { stdio: 'inherit' })
}

const md = [
  '| template | perf | LCP ms | LCP / floor | total KiB | bytes / floor | TBT ms | JS KiB | phone JS + CSS KiB | phone longest task ms |',
  '|---|---|---|---|---|---|---|---|---|---|',
  ...rows.map((r) => `| ${r.template} | ${r.performance.toFixed(2)} | ${r.lcpMs} | ${r.lcpRatio} | ${r.totalKiB} | ${r.bytesRatio} | ${r.tbtMs} | ${r.jsKiB} | ${r.phoneKiB} | ${r.longestTaskMs} |`),
  '',
  ...(build.length
    ? ['| build | pages | prerender s | ms per page |', '|---|---|---|---|', ...build.map((b) => `| ${b.scale} | ${b.pages} | ${b.seconds} | ${b.msPerPage} |`)]
    : []),
].join('\n')
mkdirSync('reports', { recursive: true })
writeFileSync('reports/bench.json', JSON.stringify({ date: new Date().toISOString(), runs, rows, build }, null, 2))
writeFileSync('reports/bench.md', `${md}\n`)
console.log(md)
