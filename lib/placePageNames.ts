import { areas } from '../content/areas'
import { business } from '../content/business'
import { locationServices, type LocationServiceEntry } from '../content/locationServices'
import { neighbourhoods } from '../content/neighbourhoods'
import { serviceForAnimal, services } from '../content/services'
import { literal } from './regExp'

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
 * found before "Mount Pleasant"), then what is written onto its end ("Heart Lake West?", "Peel
 * Village’s"). A heading keeps such a name on one line wherever the line holds it: "Wildlife in
 * Heart / Lake West?" reads as two places.
 */
const placeNames = new RegExp(
  // The start of the text or a character that is not a letter or digit, then the name: written
  // without a lookbehind, which Safari before 16.4 cannot compile (the search's code would not run).
  `(^|[^\\p{L}\\d])(${[...new Set([...business.areas, ...areas.map((a) => a.name), ...neighbourhoods.map((n) => n.name), ...locationServices.map((l) => l.location)])]
    .filter((name) => /[\s\-–]/.test(name))
    .sort((a, b) => b.length - a.length)
    .map(literal)
    .join('|')})\\S*`,
  'gu',
)

/**
 * The class that keeps a name whole (`.whole` in base.css), or none for a name of more than 22
 * characters ("Mount Pleasant North Village"): wider than a heading's line on a phone and in the
 * sidebar, it would take lines of its own and leave "Wildlife in" alone on the first, so it wraps
 * with the words around it. A name of 17-22 characters ("Fletcher’s Creek South") is also
 * `wide`: a page's title, or a card's, holds 16 a line on a phone, where such a name wraps as text.
 */
export function wholeNameClass(name: string): string | undefined {
  return name.length > 22 ? undefined : name.length > 16 ? 'whole wide' : 'whole'
}

/**
 * `text` cut at the places' names in it: the pieces in order, a name to keep whole with its class.
 * A text that is only a name is one piece without one: as a block it wraps the same either way
 * (a name that is a link in a sentence takes its class itself, `wholeNameClass`).
 */
export function placeNamePieces(text: string): { text: string; className?: string }[] {
  const pieces: { text: string; className?: string }[] = []
  let from = 0
  for (const match of text.matchAll(placeNames)) {
    const className = wholeNameClass(match[2]!)
    if (!className) continue
    const start = match.index + match[1]!.length
    if (start > from) pieces.push({ text: text.slice(from, start) })
    pieces.push({ text: match[0].slice(match[1]!.length), className })
    from = match.index + match[0].length
  }
  if (from < text.length) pieces.push({ text: text.slice(from) })
  return pieces.length === 1 ? [{ text }] : pieces
}
