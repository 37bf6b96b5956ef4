export type Status = 'fail' | 'warn' | 'pass'

export interface Finding {
  status: Status
  /** The page (root-relative URL) or file the finding is about. */
  where: string
  message: string
}

export interface CheckResult {
  id: string
  title: string
  /** What the check looks at, in a sentence for the report's reader. */
  about: string
  findings: Finding[]
  /** Optional table of measurements (sizes, scores) shown under the findings. */
  table?: { columns: string[]; rows: (string | number)[][] }
}

export function summarise(check: CheckResult) {
  const count = (s: Status) => check.findings.filter((f) => f.status === s).length
  return { fail: count('fail'), warn: count('warn'), pass: count('pass') }
}
