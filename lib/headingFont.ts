/**
 * The session's note that the heading face has been fetched (lib/client/headingFont.ts): the
 * page's first script (build/boot.ts) reads it and adds the face before the first paint, from the
 * browser's cache.
 */
export const headingFontKey = 'peel-humane-wildlife:heading-font'
