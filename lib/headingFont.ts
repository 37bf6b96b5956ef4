/** The heading face's family name. Headings name it first (`--font-heading`). */
export const headingFamily = 'Bitter'

/**
 * Where the heading face's file is served (from public/; `tsx scripts/headingFont.ts` writes it).
 * The inline loader (build/boot.ts) adds it after the first paint, with the file's hash in the
 * query, so the file can be cached for good. Until then the metric-matched fallback
 * (renderer/styles/fonts.css) holds its room.
 */
export const headingFontPath = 'fonts/bitter-700.woff2'
