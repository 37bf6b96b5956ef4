/**
 * Runs after `vike build` (npm run build) and turns the prerendered pages into the deployable
 * folder dist/client, in this order:
 * 1. section 404 pages (services/404.html, blog/404.html), rendered by Vike itself;
 * 2. each page's CSS inlined into it (no render-blocking request but the document) and its
 *    client entry loaded after the first paint;
 * 3. a check that every canonical page was prerendered (Vike only warns when one is skipped),
 *    and that every link in the content's Markdown leads to one (build/contentLinks.ts);
 * 4. the host's files, sitemap.xml, robots.txt, the RSS feed and the "This month" notes;
 * 5. `photos/*`, each photo of content/photos.ts as AVIF and WebP at a few widths (the pages
 *    already name these files; a missing file or alt text stopped the prerender), then
 *    `share/*`, the share card of every drawing and photo (build/shareImages.ts);
 * 6. `search-index.json`, read from the built pages;
 * 7. the demo-data check over everything written, and the mark of a finished build.
 * Before them, a check that the checkout holds the history the pages' dates were read from: a
 * production build stops without it, a demo build says so.
 * Each step is a module of scripts/postbuild/ (photos: build/photos.ts).
 */
import { existsSync, rmSync, writeFileSync } from 'node:fs'
import { businessFactProblems } from '../build/businessFacts'
import { contentLinkProblems } from '../build/contentLinks'
import { loadPosts } from '../build/contentFiles'
import { gitHistory, pageDatesProblem } from '../build/gitDates'
import { buildPhotos } from '../build/photos'
import { writeShareCards } from '../build/shareImages'
import { business } from '../content/business'
import { illustrationNames } from '../content/illustrations'
import { drawing } from '../lib/images'
import { canonicalPages } from '../lib/routes'
import { writeDeployFiles, writeFeed, writeMonthNotes } from './postbuild/deployFiles'
import { gitCommit } from './gitCommit'
import { buildCompleteFile, buildMark, client, fileForRoute, serverBuild } from './postbuild/files'
import { finishHtml } from './postbuild/inlineCss'
import { writeSearchIndex } from './postbuild/searchIndexFile'
import { renderSectionNotFoundPages } from './postbuild/sectionNotFound'
import { checkDemoData, isProductionBuild } from './demoData'

/** The build's steps, in order; any that throws stops the build. */
async function postbuild() {
  const started = performance.now()
  const facts = businessFactProblems(business)
  if (facts.length > 0) throw new Error(`These business facts would publish broken calls or a wrong clock; fix them:\n  ${facts.join('\n  ')}`)
  const dates = pageDatesProblem(gitHistory())
  if (dates && isProductionBuild(process.env)) throw new Error(`Page dates: ${dates}`)
  if (dates) console.warn(`\nPage dates: ${dates}\n`)
  const posts = loadPosts()
  const pages = canonicalPages(posts.map((p) => p.slug))
  const routes = pages.map((p) => p.route)

  await renderSectionNotFoundPages()
  const finished = finishHtml()
  const missing = routes.filter((route) => !existsSync(fileForRoute(route)))
  if (missing.length > 0) throw new Error(`These pages were not prerendered (a +onBeforePrerenderStart hook is missing or wrong):\n  ${missing.join('\n  ')}`)
  const brokenLinks = contentLinkProblems(new Set(routes))
  if (brokenLinks.length > 0) throw new Error(`These links in the content lead nowhere; fix them in the Markdown:\n  ${brokenLinks.join('\n  ')}`)
  const host = writeDeployFiles(pages)
  console.log(`postbuild: host files for ${host} (DEPLOY_HOST, or NETLIFY / CF_PAGES as those hosts' builds set them)`)
  writeFeed(posts, pages)
  writeMonthNotes()
  const photos = await buildPhotos(client)
  const shareCards = await writeShareCards(client, [...illustrationNames.map((name) => drawing(name)), ...photos.pictures])
  // The server build was only needed to render the section 404 pages above.
  rmSync(serverBuild, { recursive: true, force: true })
  const searchIndex = await writeSearchIndex(pages)
  // Last, so that the scan of the built files sees everything the build wrote.
  const demo = await checkDemoData('content', client, process.env)
  if (demo.report) console.warn(`\n${demo.report}\n`)
  if (!demo.ok) process.exit(1)
  writeFileSync(buildCompleteFile, buildMark(new Date(), gitCommit()))
  console.log(
    `postbuild: ${routes.length} canonical pages present, CSS inlined and client entry deferred in ${finished} HTML files, search index of ${searchIndex.count} pages (${Math.round(searchIndex.size / 1024)} KB, ${Math.round(searchIndex.gzip / 1024)} KB gzip), ${photos.photos} photos (${photos.encoded} files encoded, ${photos.cached} from the cache), ${shareCards} share cards, in ${Math.round(performance.now() - started)} ms`,
  )
}

// Vike's server code, loaded for the section 404 pages, catches uncaught errors and only logs
// them, which would let a failed step exit with success: the exit code is set here.
try {
  await postbuild()
} catch (error) {
  console.error(error)
  process.exit(1)
}
