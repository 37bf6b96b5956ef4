import { escapeHtml as e } from '../../lib/html'
import { summarise, type CheckResult } from './types'

/** A readable HTML report for SEO staff: one table per check, failures first. */
export function htmlReport(checks: CheckResult[], meta: { date: string; baseUrl: string; seconds: number }): string {
  const order = { fail: 0, warn: 1, pass: 2 } as const
  const sections = checks.map((check) => {
    const s = summarise(check)
    const rows = [...check.findings]
      .sort((a, b) => order[a.status] - order[b.status])
      .map((f) => `<tr class="${f.status}"><td>${f.status.toUpperCase()}</td><td>${e(f.where)}</td><td>${e(f.message)}</td></tr>`)
      .join('\n')
    const table = check.table
      ? `<table class="data"><thead><tr>${check.table.columns.map((c) => `<th>${e(c)}</th>`).join('')}</tr></thead><tbody>${check.table.rows
          .map((r) => `<tr>${r.map((c) => `<td>${e(String(c))}</td>`).join('')}</tr>`)
          .join('')}</tbody></table>`
      : ''
    const verdict = s.fail ? `<span class="badge fail">${s.fail} failing</span>` : `<span class="badge pass">passing</span>`
    return `<section id="${check.id}"><h2>${e(check.title)} ${verdict}${s.warn ? ` <span class="badge warn">${s.warn} warnings</span>` : ''}</h2>
<p>${e(check.about)}</p>
<table><thead><tr><th>Result</th><th>Where</th><th>Finding</th></tr></thead><tbody>${rows}</tbody></table>${table}</section>`
  })
  const failing = checks.filter((c) => summarise(c).fail > 0)
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Site audit ${e(meta.date)}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;margin:2rem auto;max-width:72rem;padding:0 1rem;color:#1b2420}h1{margin-bottom:0}table{border-collapse:collapse;width:100%;margin:1rem 0}th,td{border:1px solid #ddd;padding:.35rem .5rem;text-align:left;vertical-align:top;font-size:.9rem}tr.fail td:first-child{color:#fff;background:#b42318;font-weight:700}tr.warn td:first-child{background:#f5c04f;font-weight:700}tr.pass td:first-child{color:#fff;background:#256547;font-weight:700}.badge{font-size:.8rem;padding:.1rem .5rem;border-radius:1rem;vertical-align:middle}.badge.fail{background:#b42318;color:#fff}.badge.pass{background:#256547;color:#fff}.badge.warn{background:#f5c04f}section{margin-top:2.5rem}.data th{background:#eef5f0}</style></head>
<body><h1>Site audit</h1><p>${e(meta.date)} · ${e(meta.baseUrl)} · ${meta.seconds} s · ${failing.length ? `<strong>${failing.length} check(s) failing: ${failing.map((c) => e(c.title)).join(', ')}</strong>` : '<strong>all gates pass</strong>'}</p>
<ul>${checks.map((c) => `<li><a href="#${c.id}">${e(c.title)}</a>: ${summarise(c).fail} fail, ${summarise(c).warn} warn</li>`).join('')}</ul>
${sections.join('\n')}</body></html>`
}
