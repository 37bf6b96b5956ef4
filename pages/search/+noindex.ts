// https://vike.dev/meta
// Result pages are thin and endless (one per query): search engines should not list them.
export const noindex = true
