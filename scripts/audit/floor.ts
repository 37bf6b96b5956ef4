import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { startServer } from '../server'

/**
 * The floor: a minimal static page (inline CSS, no JavaScript) that every template is measured
 * against in the same run, so the machine's speed at that moment cancels out of the ratio.
 * It asks for no favicon either (`data:,`): the browser's request for /favicon.ico would
 * otherwise land on the path to its largest paint in some runs and not in others.
 */
export const floorHtml = `<!DOCTYPE html><html lang="en-CA"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Floor</title><link rel="icon" href="data:,"><meta name="description" content="A minimal static page: the floor every template is measured against."><style>body{margin:0;font:17px/1.6 system-ui,sans-serif;color:#1b2420;background:#fdfbf7}header{background:#0d2219;color:#fff;padding:8px 16px}section{background:#17402f;color:#fff;padding:48px 16px}h1{font-size:32px;margin:0 0 16px}a{color:#fff}</style></head><body><header>(437) 555-0123 · 7:00am - 7:00pm, Open 7 days</header><section><h1>Attic Wildlife Removal</h1><p>Raccoons, squirrels, bats or birds in the attic? Local, licensed technicians remove them humanely, seal every entry point and back the work with a written warranty.</p><p><a href="tel:+18555550199">Call Now 1-855-555-0199</a></p></section></body></html>`

/**
 * The floor's Lighthouse mobile LCP on a quiet 2-core development machine (median of 5, about
 * 626 ms): a floor much slower than this means the machine, not the site, is slow.
 */
export const expectedFloorLcpMs = 630

/** Serves the floor page at `${url}/` from a scratch folder, removed on close. */
export async function startFloorServer() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'floor-'))
  writeFileSync(path.join(dir, 'index.html'), floorHtml)
  const server = await startServer({ root: dir })
  return {
    url: `${server.url}/`,
    async close() {
      await server.close()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
