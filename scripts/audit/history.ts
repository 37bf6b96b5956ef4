import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { Finding } from './types'

/** What one audit run writes to `audit.json` and keeps in the history. */
export interface AuditRun {
  date: string
  commit: string
  seconds: number
  /** `templates` (one page per template) or `full` (every page). */
  mode: string
  lighthouseRuns: number
  summary: { error: number; warning: number; info: number }
  /** The numbers drawn as trends, one value per run. */
  keyMetrics: Record<string, number>
  /** Measurements per template (`lcpMs`, `words`, `jsKiB`), compared with the previous run. */
  metrics: Record<string, Record<string, number>>
  findings: Finding[]
}

/** `2026-11-23T10-15-00Z-857d338.json`: sorts by date, names the commit. */
export function historyFileName(run: Pick<AuditRun, 'date' | 'commit'>): string {
  return `${run.date.replace(/\.\d+Z$/, 'Z').replace(/:/g, '-')}-${run.commit}.json`
}

/** Earlier runs, oldest first (files that do not parse are skipped). */
export function readHistory(dir: string): AuditRun[] {
  if (!existsSync(dir)) return []
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .flatMap((f) => {
      try {
        const run = JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as AuditRun
        return Array.isArray(run.findings) && run.keyMetrics ? [run] : []
      } catch {
        return []
      }
    })
}

export function saveToHistory(dir: string, run: AuditRun): string {
  mkdirSync(dir, { recursive: true })
  const file = path.join(dir, historyFileName(run))
  writeFileSync(file, JSON.stringify(run, null, 2))
  return file
}

const key = (f: Finding) => `${f.check}|${f.rule}|${f.page}`

export interface MetricChange {
  template: string
  metric: string
  before: number
  after: number
}

export interface RunDiff {
  previous: Pick<AuditRun, 'date' | 'commit'>
  newErrors: Finding[]
  fixedErrors: Finding[]
  newWarnings: Finding[]
  goneWarnings: Finding[]
  metricChanges: MetricChange[]
}

/** A metric counts as changed when it moved by more than this share (or appeared or went). */
export const metricTolerance = 0.02

/**
 * The lab timings move with the machine's load from one run to the next (a TBT of 6 ms then 19,
 * "+217%", on pages whose bytes had not changed): each counts as moved only past its noise, a
 * share of its value and at least an amount in its own unit. Content and linking measures (words,
 * inlinks, depth) and bytes keep `metricTolerance`.
 */
export const timingTolerance: Record<string, { share: number; least: number }> = {
  lcpMs: { share: 0.1, least: 100 },
  floorLcpMs: { share: 0.1, least: 100 },
  tbtMs: { share: 0.5, least: 50 },
  longestTaskMs: { share: 0.25, least: 30 },
  floorLongestTaskMs: { share: 0.25, least: 30 },
  floorLoadsWithLongTask: { share: 0, least: 2 },
  lcpRatio: { share: 0.05, least: 0.05 },
  fastestLcpRatio: { share: 0.05, least: 0.05 },
  performance: { share: 0, least: 0.02 },
}

/** Whether `metric` moved from `before` to `after` by more than its noise. */
export function moved(metric: string, before: number, after: number): boolean {
  const { share, least } = timingTolerance[metric] ?? { share: metricTolerance, least: 0 }
  const by = Math.abs(after - before)
  return by > Math.abs(before) * share && by >= least
}

/** What changed since the previous run: errors and warnings that appeared or went, and per-template measurements that moved. */
export function diffRuns(previous: AuditRun, current: AuditRun): RunDiff {
  const keys = (run: AuditRun, severity: Finding['severity']) => new Map(run.findings.filter((f) => f.severity === severity).map((f) => [key(f), f] as const))
  const [beforeErrors, afterErrors] = [keys(previous, 'error'), keys(current, 'error')]
  const [beforeWarnings, afterWarnings] = [keys(previous, 'warning'), keys(current, 'warning')]
  const metricChanges: MetricChange[] = []
  for (const [template, metrics] of Object.entries(current.metrics)) {
    for (const [metric, after] of Object.entries(metrics)) {
      const before = previous.metrics[template]?.[metric]
      if (before === undefined) continue
      if (moved(metric, before, after)) metricChanges.push({ template, metric, before, after })
    }
  }
  return {
    previous: { date: previous.date, commit: previous.commit },
    newErrors: [...afterErrors].filter(([k]) => !beforeErrors.has(k)).map(([, f]) => f),
    fixedErrors: [...beforeErrors].filter(([k]) => !afterErrors.has(k)).map(([, f]) => f),
    newWarnings: [...afterWarnings].filter(([k]) => !beforeWarnings.has(k)).map(([, f]) => f),
    goneWarnings: [...beforeWarnings].filter(([k]) => !afterWarnings.has(k)).map(([, f]) => f),
    metricChanges,
  }
}

/**
 * A small trend chart as inline SVG (no outside script or style): one line through the values,
 * oldest left, with the latest value at the end.
 */
export function trendSvg(label: string, values: number[], width = 180, height = 44): string {
  const pad = 4
  const min = Math.min(...values)
  const max = Math.max(...values)
  const x = (i: number) => pad + (values.length === 1 ? (width - 2 * pad) / 2 : (i * (width - 2 * pad)) / (values.length - 1))
  const y = (v: number) => (max === min ? height / 2 : height - pad - ((v - min) * (height - 2 * pad)) / (max - min))
  const points = values.map((v, i) => `${x(i).toFixed(1)},${y(v).toFixed(1)}`).join(' ')
  const last = values.at(-1) ?? 0
  const title = `${label}: ${values.join(', ')}`.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`)
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${title}"><title>${title}</title><polyline fill="none" stroke="#256547" stroke-width="2" points="${points}"/><circle cx="${x(values.length - 1).toFixed(1)}" cy="${y(last).toFixed(1)}" r="3" fill="#b42318"/></svg>`
}
