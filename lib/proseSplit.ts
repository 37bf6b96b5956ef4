/**
 * Splits rendered article HTML (build/markdown.ts) in two at a top-level block, so something can
 * go between, such as a call to action a third of the way in. Top-level blocks are the ones
 * carrying `data-height`. The split falls before the first section heading (h2) at or after
 * `fraction` of the blocks, or before the block at `fraction` when no heading follows; it never
 * leaves either part empty (a text of one block is not split).
 */
export function splitProse(html: string, fraction: number): [string, string] {
  const starts = [...html.matchAll(/<([a-z][a-z0-9]*) data-height="/g)].map((m) => ({ index: m.index, tag: m[1] }))
  if (starts.length < 2) return [html, '']
  const target = Math.min(starts.length - 1, Math.max(1, Math.floor(starts.length * fraction)))
  const heading = starts.findIndex((s, i) => i >= target && s.tag === 'h2')
  const at = starts[heading > 0 ? heading : target]!.index
  return [html.slice(0, at), html.slice(at)]
}
