import { execFileSync } from 'node:child_process'

/**
 * When each file under content/ and pages/ last changed, from one `git log` (build only: needs
 * Node and git). A file with uncommitted changes counts as changed today. `undefined` when git
 * cannot tell (an export without history); callers then fall back to today.
 */
export interface FileDates {
  /** The commit date (YYYY-MM-DD) of the newest commit touching each committed file. */
  newest: ReadonlyMap<string, string>
  /** Files changed in the work tree but not committed. */
  dirty: readonly string[]
}

let cached: FileDates | undefined | null = null

export function fileDates(): FileDates | undefined {
  if (cached !== null) return cached
  try {
    const newest = new Map<string, string>()
    const log = execFileSync('git', ['log', '--format=>%cs', '--name-only', '--', 'content', 'pages'], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, stdio: ['ignore', 'pipe', 'ignore'] })
    let date = ''
    for (const line of log.split('\n')) {
      if (line.startsWith('>')) date = line.slice(1)
      else if (line && !newest.has(line)) newest.set(line, date)
    }
    const dirty = execFileSync('git', ['status', '--porcelain', '--', 'content', 'pages'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })
      .split('\n')
      .filter(Boolean)
      .map((l) => l.slice(3))
    cached = { newest, dirty }
  } catch {
    cached = undefined
  }
  return cached
}

/** The day one file last changed (its last commit, or today when uncommitted or unknown). */
export function lastChanged(file: string, today = new Date().toISOString().slice(0, 10)): string {
  const dates = fileDates()
  if (!dates || dates.dirty.includes(file)) return today
  return dates.newest.get(file) ?? today
}
