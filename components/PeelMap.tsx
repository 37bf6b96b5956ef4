import { mapLake, mapRegions, mapViewBox } from '../content/peelMap'
import { areaUrl } from '../lib/urls'
import styles from './PeelMap.module.css'
import { areaBySlug } from '../lib/bySlug'
import { areas, type AreaSlug } from '../content/areas'

const nameOf = (slug: AreaSlug) => areaBySlug[slug].name

/**
 * The same links as the map, as a list grouped by city from north to south, then each town
 * served beside Peel; a city the map splits into quadrants also links its overview page, which
 * the map has no shape for.
 */
const peelGroups = [
  { city: 'Caledon', slugs: ['caledon'] },
  { city: 'Brampton', overview: { slug: 'brampton', label: 'All of Brampton' }, slugs: ['north-brampton', 'west-brampton', 'south-brampton', 'east-brampton'] },
  { city: 'Mississauga', slugs: ['mississauga'] },
] as const
/** A town served beside Peel (content/README.md, "A town the company starts to serve"): listed, not drawn. */
const listed: ReadonlySet<string> = new Set(peelGroups.flatMap((group) => ['overview' in group ? [group.overview.slug] : [], group.slugs].flat()))
const listGroups: readonly { city: string; overview?: { slug: AreaSlug; label: string }; slugs: readonly AreaSlug[] }[] = [
  ...peelGroups,
  ...areas.filter((area) => area.kind === 'city' && !listed.has(area.slug)).map((area) => ({ city: area.name, slugs: [area.slug] })),
]

/** The lake's fade: a circle of radius 1 at the origin, stretched and turned along the shore. */
const lakeFade = `translate(${mapLake.fade.at.join(' ')}) rotate(${mapLake.fade.turn}) scale(${mapLake.fade.radii.join(' ')})`

/**
 * A map of Peel Region whose regions are links to the area pages, with a list of the same
 * links beside it (below it where its column is narrow). Inline SVG, drawn from
 * `content/peelMap.ts` at build time: each region is an `<a>` named by the area's full name,
 * reached by Tab, highlighted on hover and focus. Each shape is clipped to its own inside, so its
 * outline (the thin line between regions, and the thick focus ring) is drawn within it, whole:
 * a neighbour drawn after it cannot cover half of it.
 */
export function PeelMap() {
  return (
    <div className={styles.frame}>
      <div className={styles.root}>
        <svg className={styles.map} viewBox={mapViewBox} role="group" aria-label="Map of Peel Region: Caledon in the north, Brampton in the middle, Mississauga in the south on Lake Ontario">
          <g aria-hidden="true">
            {/* The lake fades out from the shore: it runs on past the map, which has no frame. */}
            <defs>
              <radialGradient id="peel-map-lake" className={styles.lake} gradientUnits="userSpaceOnUse" cx={0} cy={0} r={1} gradientTransform={lakeFade}>
                <stop offset="0.55" />
                <stop offset="1" />
              </radialGradient>
            </defs>
            <polygon points={mapLake.points} fill="url(#peel-map-lake)" />
            <text className={styles.lakeLabel} x={mapLake.at[0]} y={mapLake.at[1]}>
              {mapLake.label}
            </text>
          </g>
          {mapRegions.map((region) => {
            const shapeId = `peel-map-${region.slug}`
            return (
              <a key={region.slug} href={areaUrl(region.slug)} className={styles.region} data-tone={region.tone} aria-label={nameOf(region.slug)}>
                <polygon id={shapeId} className={styles.shape} points={region.points} clipPath={`url(#${shapeId}-inside)`} />
                <clipPath id={`${shapeId}-inside`}>
                  <use href={`#${shapeId}`} />
                </clipPath>
                <text className={styles.label} x={region.at[0]} y={region.at[1]} data-size={region.tone}>
                  {region.label}
                </text>
              </a>
            )
          })}
        </svg>
        <ul role="list" className={styles.list}>
          {listGroups.map((group) => (
            <li key={group.city}>
              <span className={styles.city}>{group.city}</span>
              <ul role="list">
                {group.overview && (
                  <li>
                    <a href={areaUrl(group.overview.slug)}>{group.overview.label}</a>
                  </li>
                )}
                {group.slugs.map((slug) => (
                  <li key={slug}>
                    <a href={areaUrl(slug)}>{nameOf(slug)}</a>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </div>
    </div>
  )
}
