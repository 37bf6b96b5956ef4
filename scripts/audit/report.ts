import { escapeHtml as e } from '../../lib/html'
import { mainWords } from './checks/content'
import type { CrawledPage } from './crawl'
import { metricTolerance, timingTolerance, trendSvg, type AuditRun, type RunDiff } from './history'
import { summarise, type Cell, type CheckResult, type Finding } from './types'

const order = { error: 0, warning: 1, info: 2 } as const

/** The checks of speed budgets: engineering's to act on, listed after what search and content staff act on. */
const speedChecks = new Set(['budgets', 'phone', 'lighthouse'])
const audience = (f: Finding) => (speedChecks.has(f.check) ? 1 : 0)

/**
 * Errors first, then warnings, then the rest; within each, the findings of pages, links, head
 * tags, structured data, content and accessibility before those of speed budgets (dozens of
 * pages a few hundred bytes over a round trip must not bury a missing description), then by
 * check and page.
 */
export function sortFindings(findings: Finding[]): Finding[] {
  return [...findings].sort(
    (a, b) => order[a.severity] - order[b.severity] || audience(a) - audience(b) || a.check.localeCompare(b.check) || a.page.localeCompare(b.page),
  )
}

export const csvColumns = ['severity', 'check', 'rule', 'template', 'page', 'value', 'threshold', 'message'] as const

/** An RFC 4180 field: quoted, quotes doubled. */
const field = (value: unknown) => `"${String(value ?? '').replace(/"/g, '""')}"`

/**
 * Marks a CSV file as UTF-8 (a byte-order mark): without it Excel reads the file in the
 * machine's own code page, and "Fletcher’s" or "Sandringham–Wellington" come out garbled.
 */
const utf8Mark = '\uFEFF'

/** The findings as CSV (RFC 4180: every field quoted, quotes doubled), errors first. */
export function findingsCsv(findings: Finding[]): string {
  return utf8Mark + [csvColumns.join(','), ...sortFindings(findings).map((f) => csvColumns.map((c) => field(f[c])).join(','))].join('\r\n') + '\r\n'
}

export const pageColumns = ['page', 'status', 'title', 'title_chars', 'description', 'description_chars', 'h1', 'canonical', 'words', 'noindex'] as const

/**
 * Every page's head and main heading, one row each (`pages.csv`): what SEO staff look over
 * page by page (a title's length, a description, the h1, the canonical, the word count), which
 * the findings list only where a rule is broken.
 */
export function pagesCsv(pages: CrawledPage[]): string {
  const rows = [...pages]
    .sort((a, b) => a.path.localeCompare(b.path))
    .map((page) => {
      const { doc } = page
      const title = doc.querySelector('title')?.text.trim() ?? ''
      const description = doc.querySelector('meta[name="description"]')?.getAttribute('content') ?? ''
      const robots = doc.querySelector('meta[name="robots"]')?.getAttribute('content') ?? ''
      const row: Record<(typeof pageColumns)[number], unknown> = {
        page: page.path,
        status: page.status,
        title,
        title_chars: [...title].length,
        description,
        description_chars: [...description].length,
        h1: doc.querySelector('h1')?.text.replace(/\s+/g, ' ').trim() ?? '',
        canonical: doc.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? '',
        words: mainWords(doc).length,
        noindex: /noindex/i.test(robots) ? 'yes' : '',
      }
      return pageColumns.map((column) => field(row[column])).join(',')
    })
  return utf8Mark + [pageColumns.join(','), ...rows].join('\r\n') + '\r\n'
}

function cell(value: Cell): string {
  if (Array.isArray(value)) return value.map((l) => `<a href="${e(l.href)}">${e(l.text)}</a>`).join(' ')
  return e(String(value))
}

function findingRow(f: Finding): string {
  return `<tr class="${f.severity}" data-severity="${f.severity}" data-check="${e(f.check)}" data-template="${e(f.template)}"><td>${f.severity}</td><td>${e(f.check)}</td><td>${e(f.rule)}</td><td>${e(f.template)}</td><td>${e(f.page)}</td><td>${e(String(f.value ?? ''))}</td><td>${e(String(f.threshold ?? ''))}</td><td>${e(f.message)}</td></tr>`
}

const findingsHead = '<thead><tr><th>severity</th><th>check</th><th>rule</th><th>template</th><th>page</th><th>value</th><th>threshold</th><th>message</th></tr></thead>'

function select(name: string, label: string, values: string[]): string {
  return `<label>${label} <select data-filter="${name}"><option value="">all</option>${values.map((v) => `<option>${e(v)}</option>`).join('')}</select></label>`
}

/** A run with `--lighthouse-only`: no axe, HTML validator or phone load. */
const lighthouseOnlyRun = (run: AuditRun) => run.mode.includes('lighthouse only')

/** A run's kind, as its header and its comparisons name it. */
function kindOf(run: AuditRun): string {
  const scope = run.mode.startsWith('full') ? 'every page' : 'one page per template'
  return lighthouseOnlyRun(run) ? `${scope}, Lighthouse only` : scope
}

function changes(run: AuditRun, diff: RunDiff | undefined): string {
  if (!diff) return `<p>No earlier run of this kind (${e(kindOf(run))}) in reports/history: the next one will show what changed.</p>`
  const list = (title: string, findings: Finding[]) =>
    findings.length ? `<h3>${title} (${findings.length})</h3><table>${findingsHead}<tbody>${sortFindings(findings).slice(0, 200).map(findingRow).join('')}</tbody></table>` : `<p>${title}: none.</p>`
  const metrics = diff.metricChanges.length
    ? `<h3>Measurements that moved (${diff.metricChanges.length})</h3><table><thead><tr><th>template</th><th>metric</th><th>before</th><th>now</th><th>change</th></tr></thead><tbody>${diff.metricChanges
        .map((c) => `<tr><td>${e(c.template)}</td><td>${e(c.metric)}</td><td>${c.before}</td><td>${c.after}</td><td>${c.before ? `${c.after > c.before ? '+' : ''}${(((c.after - c.before) / Math.abs(c.before)) * 100).toFixed(1)}%` : 'from 0'}</td></tr>`)
        .join('')}</tbody></table>`
    : '<p>No per-template measurement moved past its noise.</p>'
  const noise = `<p>Words, links, depth and bytes count as moved past ${metricTolerance * 100}%; the lab timings, which move with the machine's load from run to run, only past their noise (${Object.entries(timingTolerance)
    .map(([metric, { share, least }]) => `${metric} ${share ? `${share * 100}% and ` : ''}${least}`)
    .join(', ')}).</p>`
  return `<p>Compared with the last run of this kind (${e(kindOf(run))}), of ${e(diff.previous.date)} (commit ${e(diff.previous.commit)}).</p>${list('New errors', diff.newErrors)}${list('Fixed errors', diff.fixedErrors)}${list('New warnings', diff.newWarnings)}${list('Warnings gone', diff.goneWarnings)}${metrics}${noise}`
}

/** Runs of the same kind only: one that skipped checks would show their measures as gone or fixed. */
function trends(run: AuditRun, history: AuditRun[]): string {
  const runs = history.filter((r) => r.mode === run.mode).slice(-30)
  const names = [...new Set(runs.flatMap((r) => Object.keys(r.keyMetrics)))]
  const items = names.map((name) => {
    const values = runs.map((r) => r.keyMetrics[name]).filter((v): v is number => typeof v === 'number')
    return `<figure><figcaption>${e(name)}: <strong>${values.at(-1)}</strong></figcaption>${trendSvg(name, values)}</figure>`
  })
  return `<p>The last ${runs.length} run${runs.length === 1 ? '' : 's'} of this kind (${e(kindOf(run))}), oldest on the left.</p><div class="trends">${items.join('')}</div>`
}

/** The script behind the filters: shows the findings rows matching every chosen value. */
const filterScript = `const selects=[...document.querySelectorAll('select[data-filter]')];const rows=[...document.querySelectorAll('#findings tbody tr')];const count=document.querySelector('#shown');function apply(){let n=0;for(const r of rows){const show=selects.every(s=>!s.value||r.dataset[s.dataset.filter]===s.value);r.hidden=!show;if(show)n++}count.textContent=n}selects.forEach(s=>s.addEventListener('change',apply));apply();`

/** The site the report is of: its origin (from the pages' canonical links), where the audit served it, and the commit it was built from, if the build says. */
export interface AuditedSite {
  origin: string
  servedAt: string
  builtFrom?: string
}

/**
 * A report SEO staff can work from: what changed since the last run, trends, every finding in
 * one table that filters by template, check and severity (errors first), then each check's
 * explanation and measurements.
 */
export function htmlReport(run: AuditRun, checks: CheckResult[], history: AuditRun[], diff: RunDiff | undefined, site: AuditedSite): string {
  const failing = checks.filter((c) => summarise(c).error > 0)
  const lighthouseOnly = lighthouseOnlyRun(run)
  const demoFacts = run.findings.filter((f) => f.rule === 'demo-fact').length
  const forStaff = run.findings.filter((f) => f.severity === 'warning' && audience(f) === 0).length
  const built = site.builtFrom && site.builtFrom !== run.commit ? ` · <strong>built from commit ${e(site.builtFrom)}</strong>: this report is of that build (run "npm run build" before the audit to audit the commit checked out)` : ''
  const findings = sortFindings(run.findings)
  const distinct = (pick: (f: Finding) => string) => [...new Set(findings.map(pick))].sort()
  const sections = checks.map((check) => {
    const s = summarise(check)
    const verdict = s.error ? `<span class="badge error">${s.error} errors</span>` : '<span class="badge pass">passing</span>'
    const tables = (check.tables ?? [])
      .map((t) => `<table class="data"><caption>${e(t.caption)}</caption><thead><tr>${t.columns.map((c) => `<th>${e(c)}</th>`).join('')}</tr></thead><tbody>${t.rows.map((r) => `<tr>${r.map((c) => `<td>${cell(c)}</td>`).join('')}</tr>`).join('')}</tbody></table>`)
      .join('')
    return `<section id="check-${e(check.id)}"><h2>${e(check.title)} ${verdict}${s.warning ? ` <span class="badge warning">${s.warning} warnings</span>` : ''}</h2><p>${e(check.about)}</p>${tables}</section>`
  })
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Site audit ${e(run.date)}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;margin:2rem auto;max-width:90rem;padding:0 1rem;color:#1b2420}h1{margin-bottom:0}table{border-collapse:collapse;width:100%;margin:1rem 0}caption{text-align:left;font-weight:600}th,td{border:1px solid #ddd;padding:.3rem .45rem;text-align:left;vertical-align:top;font-size:.85rem}tr.error td:first-child{color:#fff;background:#b42318;font-weight:700}tr.warning td:first-child{background:#f5c04f;font-weight:700}tr.info td:first-child{background:#e6efe9}.badge{font-size:.8rem;padding:.1rem .5rem;border-radius:1rem;vertical-align:middle}.badge.error{background:#b42318;color:#fff}.badge.pass{background:#256547;color:#fff}.badge.warning{background:#f5c04f}section{margin-top:2.5rem}.data th{background:#eef5f0}.filters{display:flex;gap:1rem;flex-wrap:wrap;position:sticky;top:0;background:#fff;padding:.5rem 0}.trends{display:flex;flex-wrap:wrap;gap:1rem}.trends figure{margin:0;border:1px solid #ddd;padding:.5rem}.trends figcaption{font-size:.85rem}</style></head>
<body><h1>Site audit</h1>${demoFacts ? `<p><strong>A demo build: ${demoFacts} fictional fact${demoFacts === 1 ? '' : 's'} left (see "Launch readiness"), so this is not yet the company's site. The checks below hold for its pages; the company's facts, and a production build (SITE_URL set), come before launch.</strong></p>` : ''}<p>${e(run.date)} · commit ${e(run.commit)}${built} · ${e(site.origin)} (served at ${e(site.servedAt)}) · ${run.seconds} s · ${e(kindOf(run))}${lighthouseOnly ? ' · <strong>axe, the HTML validator and the phone load were not run</strong>' : ''} · Lighthouse ${run.lighthouseRuns ? `${run.lighthouseRuns} run${run.lighthouseRuns === 1 ? '' : 's'} per page` : 'skipped'} · ${failing.length ? `<strong>${failing.length} check(s) failing: ${failing.map((c) => e(c.title)).join(', ')}</strong>` : `<strong>${lighthouseOnly ? 'the gates that ran pass' : 'all gates pass'}</strong>`}</p>
<p>${run.summary.error} errors, ${run.summary.warning} warnings (${forStaff} for search and content staff, ${run.summary.warning - forStaff} for engineers: speed budgets, with nothing to change in the text), ${run.summary.info} notes. The same findings as CSV: <a href="audit.csv">audit.csv</a>; as JSON: <a href="audit.json">audit.json</a>. Every page's title, description, h1, canonical and word count: <a href="pages.csv">pages.csv</a>.</p>
<ul>${checks.map((c) => `<li><a href="#check-${e(c.id)}">${e(c.title)}</a>: ${summarise(c).error} errors, ${summarise(c).warning} warnings</li>`).join('')}</ul>
<section id="changes"><h2>Since the previous run</h2>${changes(run, diff)}</section>
<section id="trends"><h2>Trends</h2>${trends(run, history)}</section>
<section id="findings"><h2>Findings</h2><div class="filters">${select('template', 'Template', distinct((f) => f.template))}${select('check', 'Check', distinct((f) => f.check))}${select('severity', 'Severity', ['error', 'warning', 'info'])}<span><span id="shown">${findings.length}</span> of ${findings.length} shown</span></div>
<table>${findingsHead}<tbody>${findings.map(findingRow).join('\n')}</tbody></table></section>
${sections.join('\n')}
<script>${filterScript}</script></body></html>`
}
