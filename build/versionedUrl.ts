import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import path from 'node:path'

/**
 * The URL of `file`, served from public/, with its contents' hash as the version (`?v=`): the
 * host caches such files for a year (build/securityHeaders.ts), and new contents are a new URL.
 * `publicDir`: where the file is (a test's own folder).
 */
export function versionedUrl(file: string, publicDir = path.join(process.cwd(), 'public')): string {
  const hash = createHash('sha256').update(readFileSync(path.join(publicDir, file))).digest('hex')
  return `/${file}?v=${hash.slice(0, 12)}`
}
