import { areas } from '../content/areas'
import { locationServices, type LocationServiceEntry } from '../content/locationServices'
import { neighbourhoods } from '../content/neighbourhoods'
import { serviceForAnimal, services } from '../content/services'

/**
 * The titles of the place pages, as their headings read and as a link that stands on its own (in
 * a list, a sidebar, a search result) names them. A link inside a sentence is written as the
 * sentence runs ("see raccoon removal in Bolton").
 */

/** "Wildlife Removal in Springdale": an area's or a neighbourhood's page. */
export function placePageName(place: string): string {
  return `Wildlife Removal in ${place}`
}

/** "Raccoon Removal in Springdale": a service-in-location page, by its service's name. */
export function locationServiceName(entry: Pick<LocationServiceEntry, 'animal' | 'location'>): string {
  const service = services.find((s) => s.slug === serviceForAnimal[entry.animal])!
  return `${service.name} in ${entry.location}`
}

/**
 * Every place's name of more than one word, longest first ("Mount Pleasant North Village" is
 * found before "Mount Pleasant"), with what is written onto its end ("Heart Lake West?", "Peel
 * Village’s"). A heading keeps such a name on one line wherever the line holds it: "Wildlife in
 * Heart / Lake West?" reads as two places.
 */
const placeNames = new RegExp(
  `(?<![\\p{L}\\d])(?:${[...new Set([...areas.map((a) => a.name), ...neighbourhoods.map((n) => n.name), ...locationServices.map((l) => l.location)])]
    .filter((name) => /[\s\-–]/.test(name))
    .sort((a, b) => b.length - a.length)
    .map((name) => name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'))
    .join('|')})\\S*`,
  'gu',
)

/**
 * `text` cut at the places' names in it: the pieces in order, each a name to keep whole or the
 * text between. A text that is only a name is one piece, not marked: it wraps the same either way.
 */
export function placeNamePieces(text: string): { text: string; whole: boolean }[] {
  const pieces: { text: string; whole: boolean }[] = []
  let from = 0
  for (const match of text.matchAll(placeNames)) {
    if (match.index > from) pieces.push({ text: text.slice(from, match.index), whole: false })
    pieces.push({ text: match[0], whole: true })
    from = match.index + match[0].length
  }
  if (from < text.length) pieces.push({ text: text.slice(from), whole: false })
  return pieces.length === 1 ? [{ text, whole: false }] : pieces
}
