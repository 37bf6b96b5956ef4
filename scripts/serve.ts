import { existsSync } from 'node:fs'
import { buildCompleteFile } from './postbuild/files'
import { startServer } from './server'

/** `npm start` / `npm run serve`: the built site at http://localhost:3000 (PORT overrides). */
const root = 'dist/client'
if (!existsSync(`${root}/index.html`)) {
  console.error(`${root}/index.html is missing: run "npm run build" first.`)
  process.exit(1)
}
// Written by the build's last step: without it, dist/client is what a failed build left.
if (!existsSync(buildCompleteFile)) {
  console.error(`${root} is from a build that did not finish: fix what the build reported and run "npm run build" again.`)
  process.exit(1)
}
const port = Number(process.env.PORT ?? 3000)
const server = await startServer({ root, port, host: process.env.HOST ?? '127.0.0.1', buildMark: buildCompleteFile })
console.log(`Serving ${root} at ${server.url} (Ctrl+C to stop; a new build is served once it finishes)`)
