import type { AreaSlug } from './areas'

/**
 * The map of Peel Region on the service-area pages: one region per main area page, drawn in a
 * 320 x 480 box with north up. The shapes are simplified but keep the real order and rough
 * proportions: Caledon (about 690 km²) the large block in the north, Brampton (about 270 km²)
 * in the middle, Mississauga (about 290 km²) in the south on Lake Ontario's shore. Brampton is
 * split as its area pages split it: North Brampton from Bovaird Drive up to Mayfield Road, then
 * West, South and East across the rest of the city.
 */
export interface MapRegion {
  slug: AreaSlug
  /** SVG polygon points, "x,y" pairs in the 320 x 480 box. */
  points: string
  /** The visible label (the link's accessible name is the area's full name). */
  label: string
  /** Where the label's centre sits. */
  at: readonly [x: number, y: number]
  /** Brampton's quarters take the second tone, so the city reads as one block of four. */
  tone: 'city' | 'quarter'
}

/** The regions with a margin round them: the lake's water fades out inside it (`mapLake`). */
export const mapViewBox = '-10 0 340 500'

export const mapRegions = [
  { slug: 'caledon', points: '24,12 232,4 268,198 246,201 96,211 56,214', label: 'Caledon', at: [150, 112], tone: 'city' },
  { slug: 'north-brampton', points: '96,211 246,201 251,250 101,260', label: 'North Brampton', at: [174, 236], tone: 'quarter' },
  { slug: 'west-brampton', points: '101,260 151,257 158,337 108,340', label: 'West', at: [130, 302], tone: 'quarter' },
  { slug: 'south-brampton', points: '151,257 201,253 208,333 158,337', label: 'South', at: [180, 299], tone: 'quarter' },
  { slug: 'east-brampton', points: '201,253 251,250 258,330 208,333', label: 'East', at: [230, 296], tone: 'quarter' },
  { slug: 'mississauga', points: '86,341 108,340 258,330 284,328 294,392 150,466 96,436', label: 'Mississauga', at: [190, 388], tone: 'city' },
] as const satisfies readonly MapRegion[]

/**
 * Lake Ontario, south-east of Mississauga's shore: drawn for orientation, not a link. Its water
 * lies along the shore and fades out over an ellipse centred on the shore's middle (`fade.at`),
 * `fade.radii` long along it and across it, turned `fade.turn` degrees as the shore runs, gone
 * before the drawing's right and bottom edges, so no edge cuts it square.
 */
export const mapLake = {
  points: '150,466 294,392 330,375 330,500 130,500',
  label: 'Lake Ontario',
  at: [236, 452],
  fade: { at: [222, 429], radii: [110, 56], turn: -27.2 },
} as const
