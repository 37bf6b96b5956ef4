/**
 * Where the build writes each page, and the page each built file is: / is index.html, /about is
 * about.html and /blog/a-post is blog/a-post.html (Vike's prerender with `noExtraDir`; every host
 * serves about.html at /about). A `404.html` is the not-found page of its folder, not a page of
 * its own, so it keeps its file name. Paths are relative to dist/client, with `/` separators.
 */
export function fileOfRoute(route: string): string {
  return route === '/' ? 'index.html' : `${route.slice(1)}.html`
}

/** The page a built HTML file is served as (see `fileOfRoute`); a 404.html stays a file. */
export function routeOfFile(file: string): string {
  if (file === 'index.html') return '/'
  return file === '404.html' || file.endsWith('/404.html') ? `/${file}` : `/${file.replace(/\.html$/, '')}`
}
