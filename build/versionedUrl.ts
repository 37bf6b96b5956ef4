import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import path from 'node:path'

/**
 * The URL of `file`, served from public/, with its contents' hash as the version (`?v=`): the
 * host caches such files for a year (build/securityHeaders.ts), and new contents are a new URL.
 */
export function versionedUrl(file: string): string {
  const hash = createHash('sha256').update(readFileSync(path.join(process.cwd(), 'public', file))).digest('hex')
  return `/${file}?v=${hash.slice(0, 12)}`
}
