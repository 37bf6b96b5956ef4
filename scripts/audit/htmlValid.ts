import { execFile } from 'node:child_process'
import { readdirSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { promisify } from 'node:util'
import { routeOfFile } from '../../lib/builtFiles'
import { error, info, type CheckDraft, type Draft } from './types'

interface NuMessage {
  type: string
  url?: string
  lastLine?: number
  message: string
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith('.html'))
    .map((e) => path.join(e.parentPath, e.name))
    .sort()
}

/** The page a built file is served at (its path relative to the built folder). */
const pageOfFile = (file: string) => routeOfFile(file.split(path.sep).join('/'))

/**
 * Standard CSS the checker does not know yet, each named by its exact message. Only these are
 * passed over: `@view-transition` (CSS View Transitions Level 2, in Chrome since 126 and Safari
 * since 18.2) opts the site into cross-document view transitions; `@container`,
 * `container-type` and the `container` shorthand that names one (CSS Containment Level 3, in
 * every current browser since 2023; the CSS minifier writes a name and a type as the
 * shorthand) let the top bar's status fit its text to the room beside the phone number, and a
 * box lay itself out by the room its page gives it.
 */
export const newerThanTheChecker = [
  'CSS: Unrecognized at-rule “@view-transition”',
  'CSS: Unrecognized at-rule “@container”',
  'CSS: “container-type”: Property “container-type” doesn\'t exist.',
  'CSS: “container”: Property “container” doesn\'t exist.',
]

/** Nu's messages, read from its JSON report (it exits 1 when it finds errors). */
export function nuFindings(report: string, clientDir: string): Draft[] {
  const { messages } = JSON.parse(report) as { messages: NuMessage[] }
  return messages
    .filter((m) => m.type === 'error' || m.type === 'non-document-error')
    .filter((m) => !newerThanTheChecker.includes(m.message))
    .map((m) =>
      error(m.type === 'error' ? 'nu-error' : 'nu-document', m.url ? pageOfFile(path.relative(clientDir, new URL(m.url).pathname)) : 'validator', `${m.lastLine ? `line ${m.lastLine}: ` : ''}${m.message}`, m.lastLine ?? null),
    )
}

/**
 * Every built HTML file passes the Nu HTML Checker (the W3C validator, run locally from the
 * vnu-jar package on Java) with zero errors: invalid markup is parsed differently by different
 * browsers and crawlers.
 */
export async function checkHtmlValid(clientDir: string): Promise<CheckDraft> {
  const files = htmlFiles(clientDir)
  const check = { id: 'html', title: 'Valid HTML (Nu HTML Checker)', about: `Every built HTML file (${files.length}) checked by the Nu HTML Checker; any error fails.` }
  // The package's main export is the jar's path, as a String object.
  const jar = String(createRequire(import.meta.url)('vnu-jar'))
  let report: string
  try {
    const { stdout, stderr } = await promisify(execFile)('java', ['-jar', jar, '--errors-only', '--format', 'json', '--stdout', ...files], { maxBuffer: 64 * 1024 * 1024 })
    report = stdout || stderr
  } catch (thrown) {
    const failed = thrown as { code?: unknown; stdout?: string; stderr?: string }
    if (failed.code === 'ENOENT') {
      return { ...check, findings: [error('java-missing', 'java', 'Java is not installed, so HTML cannot be validated (Debian: apt-get install default-jre-headless)')] }
    }
    report = failed.stdout || failed.stderr || '{"messages":[]}'
  }
  const findings = nuFindings(report, path.resolve(clientDir))
  if (findings.length === 0) findings.push(info('valid', clientDir, `${files.length} HTML file${files.length === 1 ? '' : 's'}, 0 errors`, files.length))
  return { ...check, findings }
}
