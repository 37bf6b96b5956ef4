/**
 * `npm run build`: the content indexes' types, `vike build` (prerenders every page into
 * dist/client), then the postbuild steps (scripts/postbuild.ts), each in a process of its own.
 *
 * A build that fails leaves no dist/ at all, so nothing half-written can be served, tested,
 * audited or deployed; the error above says what to fix. A build stopped from outside (Ctrl+C,
 * a killed machine) cannot clean up: its dist/ then lacks the finished-build mark that the last
 * step writes, and `npm run serve` refuses it.
 */
import { spawnSync } from 'node:child_process'
import { rmSync } from 'node:fs'
import { pathToFileURL } from 'node:url'
import { buildCompleteFile } from './postbuild/files'

type Step = readonly [command: string, args: readonly string[]]

/** Runs the steps in order; at the first that fails, removes `dist` and says so. */
export function runBuild(steps: readonly Step[], dist: string): boolean {
  for (const [command, args] of steps) {
    const { status, error } = spawnSync(command, args, { stdio: 'inherit' })
    if (status !== 0) {
      rmSync(dist, { recursive: true, force: true })
      console.error(`\nThe build failed at "${[command, ...args].join(' ')}"${error ? ` (${error.message})` : ''}; ${dist}/ was removed so that nothing half-built is served or deployed.`)
      return false
    }
  }
  return true
}

/**
 * The build: first the content indexes' types (content/*.ts, a couple of seconds), so a misspelt
 * area, slug or animal in an index stops the build naming the file, the line and the name meant,
 * instead of a crash deep in the prerender; then the prerender and the postbuild steps.
 */
export const buildSteps: readonly Step[] = [
  ['npx', ['--no-install', 'tsc', '-p', 'tsconfig.content.json']],
  ['npx', ['--no-install', 'vike', 'build']],
  ['npx', ['--no-install', 'tsx', 'scripts/postbuild.ts']],
]

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  rmSync(buildCompleteFile, { force: true })
  if (!runBuild(buildSteps, 'dist')) process.exit(1)
}
