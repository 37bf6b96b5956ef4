import { business } from '../content/business'

/** Search results show about 60 characters of a title before cutting it off. */
export const titleLimit = 60

/**
 * "{name} | Peel Humane Wildlife" when that fits in `titleLimit`; a longer name stands alone,
 * because the words that say what the page is about matter more to a searcher than the brand
 * (which search engines show beside the result anyway).
 */
export function pageTitle(name: string): string {
  const branded = `${name} | ${business.shortName}`
  return branded.length <= titleLimit ? branded : name
}

/** What a "What to do now" page's title ends with. */
export const situationTitleSuffix = ': What to Do Now'

/**
 * A "What to do now" page's title: the situation, in a searcher's words where the page's own
 * heading would run past `titleLimit` ("Skunk under the deck or a sprayed pet: What to Do Now").
 */
export function situationTitle(page: { title: string; searchTitle?: string }): string {
  return `${page.searchTitle ?? page.title}${situationTitleSuffix}`
}

/**
 * A place's name for a title, with its municipality where the name does not say it already:
 * "Westgate, Brampton", "Malton, Mississauga"; "Downtown Brampton" as it is. A title is what a
 * search result shows, and "Westgate" or "Central Park" alone could be in any city.
 */
export function placeInCity(place: string, city: string): string {
  return place.includes(city) ? place : `${place}, ${city}`
}

/**
 * A neighbourhood page's title: "Wildlife Removal {place}, {city}", with its landmark where it has
 * one ("Wildlife Removal Brampton South: Steeles Ave and Main St S"), and its shorter `titleName`
 * in place of its name where it has one.
 */
export function neighbourhoodTitle(page: { name: string; titleName?: string; landmark?: string }, city: string): string {
  return pageTitle(`Wildlife Removal ${placeInCity(page.titleName ?? page.name, city)}${page.landmark ? `: ${page.landmark}` : ''}`)
}
