import { execFileSync } from 'node:child_process'
import { easternZone, torontoToday } from '../lib/wallClock'

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

/**
 * Git quotes a path with unusual characters (and, in `status`, one with spaces) C-style; the
 * quotes and escaped quotes or backslashes are undone, octal escapes of non-ASCII letters kept.
 */
const unquote = (file: string) => (file.startsWith('"') && file.endsWith('"') ? file.slice(1, -1).replace(/\\(["\\])/g, '$1') : file)

/**
 * `git log --format=>%cd --name-only` (dates as YYYY-MM-DD): each commit's date line (">2026-11-20") and the files it
 * touched, newest commit first. A file's first date is its newest.
 */
export function parseGitLog(log: string): Map<string, string> {
  const newest = new Map<string, string>()
  let date = ''
  for (const line of log.split('\n')) {
    if (line.startsWith('>')) date = line.slice(1)
    else if (line && !newest.has(unquote(line))) newest.set(unquote(line), date)
  }
  return newest
}

/**
 * `git status --porcelain`: the files changed in the work tree. A rename ("R  old -> new")
 * counts as both files; a quoted path (with spaces) is unquoted.
 */
export function parseGitStatus(porcelain: string): string[] {
  return porcelain
    .split('\n')
    .filter(Boolean)
    .flatMap((line) => line.slice(3).split(' -> ').map(unquote))
}

export function fileDates(): FileDates | undefined {
  if (cached === null) cached = readFileDates()
  return cached
}

/**
 * `fileDates` read afresh in a checkout. Each commit is dated by its day in Toronto, whatever
 * zone the committer's clock was in: an edit made at 9 pm in Brampton (2:00 the next day in UTC)
 * is that evening's, never tomorrow's.
 */
export function readFileDates(cwd = process.cwd()): FileDates | undefined {
  try {
    const git = (args: string[]) => execFileSync('git', args, { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, stdio: ['ignore', 'pipe', 'ignore'], env: { ...process.env, TZ: easternZone } })
    const log = git(['log', '--format=>%cd', '--date=format-local:%Y-%m-%d', '--name-only', '--', 'content', 'pages'])
    const status = git(['status', '--porcelain', '--', 'content', 'pages'])
    return { newest: parseGitLog(log), dirty: parseGitStatus(status) }
  } catch {
    return undefined
  }
}

/**
 * How much of its history this checkout holds: `whole`; `shallow` when it was cloned with its
 * latest commit only (Cloudflare Pages' builds clone so), where `git log` names every file as
 * changed by the oldest commit it holds; `none` without git or a repository (an export).
 */
export function gitHistory(cwd = process.cwd()): 'whole' | 'shallow' | 'none' {
  try {
    const shallow = execFileSync('git', ['rev-parse', '--is-shallow-repository'], { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim()
    return shallow === 'true' ? 'shallow' : 'whole'
  } catch {
    return 'none'
  }
}

/**
 * Why the pages' dates ("Last reviewed" on a service page or an article, the privacy policy's
 * "Last updated", the sitemap's lastmod) would not be true in a checkout with this much
 * history, or `undefined` when they are. A production build stops on it: a reader takes "Last
 * reviewed" as a fact.
 */
export function pageDatesProblem(history: ReturnType<typeof gitHistory>): string | undefined {
  const dated = 'every page’s “Last reviewed” or “Last updated” date and sitemap lastmod'
  if (history === 'shallow') {
    return `This checkout is a shallow clone (its latest commit only), so ${dated} would be that commit’s day. Fetch the history before building: git fetch --unshallow && npm run build`
  }
  if (history === 'none') return `Git or the repository’s history is not available here, so ${dated} would be today. Build from a clone of the repository with its history.`
  return undefined
}

/** The day one file last changed (its last commit, or today when uncommitted or unknown). */
export function lastChanged(file: string, today = torontoToday()): string {
  const dates = fileDates()
  if (!dates || dates.dirty.includes(file)) return today
  return dates.newest.get(file) ?? today
}
