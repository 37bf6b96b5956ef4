import { existsSync } from 'node:fs'
import type { TestProject } from 'vitest/node'
import { startServer, type RunningServer } from '../../scripts/server'

let server: RunningServer | undefined

/** Serves the built site (dist/client) as plain static files for every end-to-end test. */
export async function setup(project: TestProject) {
  if (!existsSync('dist/client/index.html')) throw new Error('dist/client is missing: run "npm run build" before the end-to-end tests.')
  server = await startServer({ root: 'dist/client' })
  project.provide('baseUrl', server.url)
}

export async function teardown() {
  await server?.close()
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string
  }
}
