/** How much a finding matters: an `error` fails the gate, a `warning` asks for a look, `info` records a pass or a measurement. */
export type Severity = 'error' | 'warning' | 'info'

/** One finding as a check produces it; the runner adds the check's id and the page's template. */
export interface Draft {
  severity: Severity
  /** A stable id for what was tested within the check (`missing-canonical`, `lcp-ratio`). */
  rule: string
  /** The page (root-relative URL) or file the finding is about. */
  page: string
  message: string
  /** What was measured (a count, bytes, a score), or null when the finding is not a measurement. */
  value: number | string | null
  /** The limit the value was held against, or null. */
  threshold: number | string | null
}

/** One finding as `audit.json`, the CSV and the report show it. */
export interface Finding extends Draft {
  check: string
  /** The page's template, discovered from its URL (`scripts/audit/templates.ts`), or `site` for files. */
  template: string
}

export interface Link {
  text: string
  /** Relative to the reports folder. */
  href: string
}

export type Cell = string | number | Link[]

export interface Table {
  columns: string[]
  rows: Cell[][]
}

/** What a check function returns: its findings before the runner names their check and template. */
export interface CheckDraft {
  id: string
  title: string
  /** What the check looks at, in a sentence for the report's reader. */
  about: string
  findings: Draft[]
  /** Optional tables of measurements (sizes, scores) shown under the findings. */
  tables?: (Table & { caption: string })[]
  /** Per-template measurements kept in the history and compared run to run (`lcpMs`, `words`). */
  metrics?: Record<string, Record<string, number>>
}

export interface CheckResult extends Omit<CheckDraft, 'findings'> {
  findings: Finding[]
}

const make =
  (severity: Severity) =>
  (rule: string, page: string, message: string, value: number | string | null = null, threshold: number | string | null = null): Draft => ({ severity, rule, page, message, value, threshold })

export const error = make('error')
export const warning = make('warning')
export const info = make('info')

export function summarise(check: { findings: Draft[] }) {
  const count = (s: Severity) => check.findings.filter((f) => f.severity === s).length
  return { error: count('error'), warning: count('warning'), info: count('info') }
}

/**
 * Runs one check so that nothing can abort the audit: a check that throws (a page without an
 * expected tag, say) becomes an error finding naming the exception. It is run once more first,
 * since on a starved machine a request to the local server can fail once (`fetch failed`).
 * Each finding then gets the check's id and its page's template.
 */
export async function runCheck(id: string, title: string, check: () => CheckDraft | Promise<CheckDraft>, templateOf: (page: string) => string): Promise<CheckResult> {
  let draft: CheckDraft | undefined
  const errors: string[] = []
  for (let attempt = 1; attempt <= 2 && !draft; attempt++) {
    try {
      draft = await check()
    } catch (thrown) {
      errors.push(thrown instanceof Error ? `${thrown.message}${thrown.stack ? ` (${thrown.stack.split('\n')[1]?.trim() ?? ''})` : ''}` : String(thrown))
    }
  }
  draft ??= { id, title, about: 'The check stopped on an unexpected input, twice; the audit carried on.', findings: [error('check-crashed', 'site', `the check threw: ${[...new Set(errors)].join('; then ')}`)] }
  return { ...draft, findings: draft.findings.map((f) => ({ check: draft.id, rule: f.rule, page: f.page, template: templateOf(f.page), severity: f.severity, value: f.value, threshold: f.threshold, message: f.message })) }
}
