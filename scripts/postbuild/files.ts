import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileOfRoute } from '../../lib/builtFiles'

/** The deployable folder the build finishes. */
export const client = path.resolve('dist/client')
/**
 * The mark of a finished build, written by its last step: `npm run build` removes it first, so a
 * build that stopped half way leaves none, and `npm run serve` refuses to serve what it left. It
 * holds when the build finished and the commit it was built from (`buildMark`).
 */
export const buildCompleteFile = path.resolve('dist/build-complete')

/** The mark's text: the time, then the commit (`gitCommit()`), a line each. */
export function buildMark(at: Date, commit: string): string {
  return `${at.toISOString()}\n${commit}\n`
}

/** The commit a finished build was built from, when its mark says (an older build's does not). */
export function builtFrom(file: string): string | undefined {
  if (!existsSync(file)) return undefined
  return readFileSync(file, 'utf8').split('\n')[1]?.trim() || undefined
}
/** Vike's server build, used only to render the section 404 pages, then removed. */
export const serverBuild = path.resolve('dist/server')

/** Every HTML file under `dir`, the hashed assets aside. */
export function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'assets' ? [] : htmlFiles(full)
    return entry.name.endsWith('.html') ? [full] : []
  })
}

/** The built file of a route (see lib/builtFiles.ts), under `root`. */
export function fileForRoute(route: string, root = client): string {
  return path.join(root, fileOfRoute(route))
}
