import { business } from '../content/business'

/** "{name} | Peel Humane Wildlife": every page title carries the brand once, at the end. */
export function pageTitle(name: string): string {
  return `${name} | ${business.shortName}`
}
