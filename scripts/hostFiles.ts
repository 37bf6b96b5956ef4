/**
 * The files a host reads besides the pages: `_redirects`, `_headers`, and for hosts that read
 * neither (GitHub Pages, a plain file server) an HTML stub at each legacy URL. The rules behind
 * the choice are in lib/hostRules.ts.
 */
import { rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { legacyRedirects } from '../lib/redirects'
import { redirectsFile, type DeployHost } from '../lib/hostRules'
import { headersFile, type HeaderOptions } from '../build/securityHeaders'
import { canonicalUrl } from '../lib/urls'
import { redirectStub, redirectStubScript, redirectStubScriptPath } from '../build/redirectStub'

export function writeHostFiles(client: string, host: DeployHost, headers: HeaderOptions, fileForRoute: (route: string) => string) {
  writeFileSync(path.join(client, '_redirects'), redirectsFile(host))
  writeFileSync(path.join(client, '_headers'), headersFile(headers))
  const stubScript = path.join(client, redirectStubScriptPath.slice(1))
  // A stub where Netlify reads `_redirects` would shadow the rule (Netlify serves the file), and
  // on Cloudflare /old/ would first redirect to /old: two hops. So stubs only for other hosts;
  // Vike prerenders its own stub for each redirect (https://vike.dev/redirects), removed here,
  // or replaced by ours (it has inline code the CSP does not allow and a relative canonical).
  if (host !== 'static') {
    for (const from of Object.keys(legacyRedirects)) rmSync(fileForRoute(from), { force: true })
    // A static build's copy (npm run hostcheck) also holds the stubs' script.
    rmSync(stubScript, { force: true })
    return
  }
  writeFileSync(stubScript, redirectStubScript)
  for (const [from, to] of Object.entries(legacyRedirects)) writeFileSync(fileForRoute(from), redirectStub(to, canonicalUrl(to)))
}
