import fontUrl from '../../renderer/styles/fonts/bitter-700.woff2?url'
import { headingFontKey } from '../headingFont'

/**
 * The heading face (Bitter Bold, subset by scripts/headingFont.ts) is fetched by the page's
 * script, which runs after the first paint, never by the stylesheet: a font requested while the
 * page loads shares a slow phone's first round trips with the document and holds back its
 * largest paint. Until it arrives, headings are set in the metric-matched fallback face
 * (renderer/styles/fonts.css), so the swap moves nothing. Once fetched, later pages in the same
 * session get it from the cache before their first paint (build/boot.ts), with no swap at all.
 */
export function loadHeadingFont(): void {
  if (typeof FontFace === 'undefined' || [...document.fonts].some((face) => face.family === 'Bitter')) return
  const face = new FontFace('Bitter', `url(${fontUrl}) format("woff2")`, { weight: '700', style: 'normal', display: 'swap' })
  document.fonts.add(face)
  face.load().then(
    () => {
      try {
        sessionStorage.setItem(headingFontKey, fontUrl)
      } catch {
        // Storage may be blocked; the next page then swaps the face in again.
      }
    },
    // Offline or blocked: the fallback face stays, and it takes the same room.
    () => {},
  )
}
