import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { notFoundSections } from '../../lib/hostRules'
import { client, serverBuild } from './files'

/** Each section's 404 page (services/404.html, blog/404.html), rendered by Vike itself from the server build. */
export async function renderSectionNotFoundPages() {
  process.env.NODE_ENV = 'production'
  const { renderPage } = await import('vike/server')
  await import(path.join(serverBuild, 'entry.mjs'))
  for (const section of notFoundSections) {
    const { httpResponse } = await renderPage({ urlOriginal: `/${section}/__not-found__` })
    if (!httpResponse || httpResponse.statusCode !== 404) throw new Error(`Rendering /${section}/404.html did not give a 404 page`)
    writeFileSync(path.join(client, section, '404.html'), httpResponse.body)
  }
}
