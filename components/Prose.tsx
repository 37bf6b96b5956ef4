/**
 * HTML rendered at build time from the project's own Markdown (build/markdown.ts); never from
 * visitor input, so it is safe to insert as is.
 */
export function Prose({ html }: { html: string }) {
  return <div className="prose" dangerouslySetInnerHTML={{ __html: html }} />
}
