import type { Icon as ServiceIcon } from '../content/services'

// Path data of the service icons (24 x 24, stroke-based), drawn for this site. Kept apart from
// ./icons so that pages without service cards do not download them.
const raccoon = 'M4 9.5L5.5 4l3.5 3h6L18.5 4 20 9.5c0 5.5-3.6 9.5-8 9.5s-8-4-8-9.5zM5.5 11.5c2-1.6 4.3-1.6 6.5 0 2.2-1.6 4.5-1.6 6.5 0-1.2 2.4-4 2.8-6.5 1-2.5 1.8-5.3 1.4-6.5-1zM11 16.5h2'
const squirrel = 'M15 20c3.5 0 5.5-2.5 5-6-.5-3.3-4.5-3.5-4.5-7.5C15.5 4.6 14 3.5 12.5 4c-2.2.7-1.4 4.5.5 6M13 20H7.5c-.3-3 1-5.5 3.5-6.5M10.5 13.5C9 12 7.5 12 6.5 13c-1 1.2-.6 3 1 3.5M8.5 8.8a1.8 1.8 0 1 1 2.4 2.6'
const skunk = 'M3 17c0-4 3-7 7-7h4c3 0 5 2 6 4l1.5 3M3 17h16M6 17v3M16 17v3M10 10c0-3 2-6 6-6s5 3 4.5 6M10 12.5c2.5-1.3 5.5-1.3 8 .5'
const bat = 'M2 8.5c2 0 3.2 1.8 3.2 3.8 1.2-1 3.1-.8 3.8 1 1-1.7 2-2.6 3-2.6s2 .9 3 2.6c.7-1.8 2.6-2 3.8-1 0-2 1.2-3.8 3.2-3.8-1 4.6-4 8-10 9.5-6-1.5-9-4.9-10-9.5z'
const bird = 'M3.5 14c3 0 5-2 6-5a4 4 0 0 1 7.8-1.2L21 9l-3.5 1.2c0 5.3-4 8.8-9 8.8l-3 2.2v-3.2C4.5 17.3 3.5 15.8 3.5 14zM14.5 8h.01'
const wasp = 'M12 9.5c2.5 0 4 2.3 4 5.2S14.5 20.5 12 21c-2.5-.5-4-3.4-4-6.3s1.5-5.2 4-5.2zM8.3 13.5h7.4M8.3 16.8h7.4M12 9.5V7M10 6.5a2 2 0 1 0 4 0 2 2 0 0 0-4 0M8 10.5C5 10 3.5 8 4 5.5c2.5.2 4 1.8 4.6 4M16 10.5c3-.5 4.5-2.5 4-5-2.5.2-4 1.8-4.6 4'
export const emergency = 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7.5v5M12 16h.01'
const attic = 'M3 11.5L12 4l9 7.5M5.5 9.5V20h13V9.5M8 16c1.3-1 2.7-1 4 0s2.7 1 4 0M8 13c1.3-1 2.7-1 4 0s2.7 1 4 0'
const exclusion = 'M4 4h16v16H4zM4 9.3h16M4 14.6h16M9.3 4v16M14.6 4v16'
const deadAnimal = 'M4.5 8h15l-1.6 12H6.1zM9 8V5.5A1.5 1.5 0 0 1 10.5 4h3A1.5 1.5 0 0 1 15 5.5V8M3 8h18'
const notOffered = 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM5.6 5.6l12.8 12.8'

/** The icon of each service (cards and tiles). */
export const serviceIcons: Record<ServiceIcon, string> = {
  raccoon,
  squirrel,
  skunk,
  bat,
  bird,
  wasp,
  emergency,
  attic,
  exclusion,
  'dead-animal': deadAnimal,
  'not-offered': notOffered,
}
