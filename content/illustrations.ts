import type { OfferedService } from './services'

type OfferedServiceSlug = OfferedService['slug']

/**
 * The project's drawings in public/illustrations/{name}.svg: one 800x500 flat drawing each, in
 * the house palette. `alt` describes what the drawing shows; it is the alt text wherever the
 * drawing stands on its own (cards, the chooser).
 */
export const illustrations = {
  'raccoon-roof': { alt: 'A raccoon looking out of a gap at the edge of a shingled roof' },
  'squirrel-soffit': { alt: 'A grey squirrel on a soffit beside a chewed hole' },
  'skunk-deck': { alt: 'A skunk walking out from under a backyard deck' },
  'bat-gable': { alt: 'Bats flying out of a gable vent at dusk' },
  'bird-vent': { alt: 'A bird carrying nesting material into a wall vent' },
  'wasp-eaves': { alt: 'A papery wasp nest hanging under the eaves' },
  'one-way-door': { alt: 'A one-way exclusion door fitted over a roof vent' },
  'attic-insulation': { alt: 'An attic with fresh insulation between the joists and a sealed vent' },
  'night-house': { alt: 'A house at night with one lit window and a van in the driveway' },
  'dead-animal': { alt: 'Gloved hands closing a heavy bag beside a shovel at the corner of a deck' },
  'raccoon-chimney': { alt: 'A raccoon peering out of a brick chimney without a cap' },
  'raccoon-kits': { alt: 'Three raccoon kits huddled together in a nest of leaves' },
  'injured-bird': { alt: 'A small bird resting on the grass beside a shrub' },
  'service-van': { alt: 'A service van with a ladder on its roof parked in front of a house' },
  'street-rooftops': { alt: 'A row of suburban houses under a map pin' },
  'field-notes': { alt: 'An open notebook with notes and a sketched raccoon paw print beside a pencil' },
  'inspection-ladder': { alt: 'A technician on a ladder shining a flashlight into a gap in the soffit' },
  signpost: { alt: 'A raccoon sitting under a signpost with three arrows' },
  'review-note': { alt: 'A front door beside a speech bubble with five stars' },
  'roof-entry-points': { alt: 'A raccoon on a roof, its chimney, a torn vent and a soffit corner circled' },
  'squirrel-fireplace': { alt: 'A grey squirrel behind the closed glass doors of a fireplace' },
  'foam-patch': { alt: 'A grey squirrel looking out of a hole chewed through spray foam' },
  'branch-over-roof': { alt: 'A grey squirrel running along a branch that reaches over a roof' },
  'skunk-barrier': { alt: 'A skunk digging beside a deck, its hole stopped by steel mesh buried in an L below the deck’s edge' },
  'door-towel': { alt: 'A closed door with a rolled towel along the gap at its bottom, and a phone on a hall table' },
  'vent-guard': { alt: 'A starling perched on a steel guard with wide openings fitted over a wall vent' },
  'garage-raccoon': { alt: 'A raccoon walking out of an open, dark garage at night onto the driveway' },
  'job-report': { alt: 'A clipboard with before and after photos of a patched soffit hole and a signed checklist, beside a camera' },
} as const satisfies Record<string, { alt: string }>

export type IllustrationName = keyof typeof illustrations
export const illustrationNames = Object.keys(illustrations) as [IllustrationName, ...IllustrationName[]]

/**
 * The drawings that name the animal a neighbourhood's page is mostly about: its "Part of" box asks
 * about that animal (the roof, soffit and one-way door drawings all ask about the attic).
 */
export const neighbourhoodDrawings = ['raccoon-roof', 'squirrel-soffit', 'one-way-door', 'skunk-deck', 'bird-vent', 'bat-gable', 'wasp-eaves'] as const satisfies readonly IllustrationName[]
export type NeighbourhoodDrawing = (typeof neighbourhoodDrawings)[number]

/** The drawing each offered service's card and page show: every service card carries an image. */
export const serviceIllustrations = {
  'raccoon-removal-brampton': 'raccoon-roof',
  'squirrel-removal-brampton': 'squirrel-soffit',
  'skunk-removal-brampton': 'skunk-deck',
  'bat-removal-brampton': 'bat-gable',
  'bird-removal-brampton': 'bird-vent',
  'wasp-nest-removal-brampton': 'wasp-eaves',
  'emergency-wildlife-service-brampton': 'night-house',
  'attic-restoration': 'attic-insulation',
  'exclusion-repair-services': 'one-way-door',
  'dead-animal-removal': 'dead-animal',
} as const satisfies Record<OfferedServiceSlug, IllustrationName>
