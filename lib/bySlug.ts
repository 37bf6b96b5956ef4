import { areas, type AreaSlug } from '../content/areas'
import { neighbourhoods, type NeighbourhoodSlug } from '../content/neighbourhoods'
import { services } from '../content/services'
import { situations } from '../content/situations'

/**
 * The content indexes as records keyed by slug, so a lookup by a typed slug always finds its
 * entry (a wrong slug is a type error, not a crash at build time).
 */
function bySlug<T extends { slug: string }>(entries: readonly T[]): Readonly<Record<T['slug'], T>> {
  return Object.fromEntries(entries.map((entry) => [entry.slug, entry])) as Record<T['slug'], T>
}

// Pure: a bundle that reads one record carries only that list (https://rolldown.rs/in-depth/dead-code-elimination).
export const areaBySlug = /* @__PURE__ */ bySlug(areas)
export const serviceBySlug = /* @__PURE__ */ bySlug(services)
export const neighbourhoodBySlug = /* @__PURE__ */ bySlug(neighbourhoods)
export const situationBySlug = /* @__PURE__ */ bySlug(situations)

/** The area of every place a story or page can name: a neighbourhood's parent area, or the area itself. */
export const areaOfPlace: Readonly<Record<NeighbourhoodSlug | AreaSlug, AreaSlug>> = /* @__PURE__ */ Object.fromEntries([
  ...areas.map((a) => [a.slug, a.slug]),
  ...neighbourhoods.map((n) => [n.slug, n.area]),
]) as Record<NeighbourhoodSlug | AreaSlug, AreaSlug>
