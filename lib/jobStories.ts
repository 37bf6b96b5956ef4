import { areas, type Area, type AreaSlug } from '../content/areas'
import { neighbourhoods } from '../content/neighbourhoods'
import { type ServiceSlug } from '../content/services'
import type { JobStory } from './contentTypes'
import { drawing, type Picture } from './images'
import { areaUrl, jobStoryUrl, neighbourhoodUrl, serviceUrl } from './urls'
import { areaBySlug, areaOfPlace, serviceBySlug } from './bySlug'

/** A job story as its file gives it, with the company's photo of the job if there is one. */
export type StoryWithPhoto = JobStory & { photo?: Picture }

/** What a page needs to show one job story: on a card, or in full on the job stories page. */
export interface JobStoryView {
  slug: string
  href: string
  title: string
  /** "Springdale, Brampton", linked to the neighbourhood (or area) page. */
  place: { name: string; href: string }
  city: Area['city']
  service: { name: string; href: string }
  month: string
  /** The photo of the job if the company has supplied one, else the story's drawing. */
  image: Picture
  found: string
  did: string
  result: string
  sample: boolean
}

/** The area a story's place belongs to: the neighbourhood's parent area, or the area itself. */
function areaOf(place: JobStory['place']): Area {
  return areaBySlug[areaOfPlace[place]]
}

/** What a card shows: no "found" and "did", which only the job stories page prints (page data stays small). */
export type JobStoryCard = Omit<JobStoryView, 'found' | 'did'>

function toCard({ found: _found, did: _did, ...rest }: JobStoryView): JobStoryCard {
  return rest
}

function card(story: StoryWithPhoto): JobStoryCard {
  return toCard(jobStoryView(story))
}

export function jobStoryView(story: StoryWithPhoto): JobStoryView {
  const neighbourhood = neighbourhoods.find((n) => n.slug === story.place)
  const area = areaOf(story.place)
  const service = serviceBySlug[story.service]
  return {
    slug: story.slug,
    href: jobStoryUrl(story.slug),
    title: story.title,
    place: neighbourhood
      ? { name: `${neighbourhood.name}, ${area.city}`, href: neighbourhoodUrl(neighbourhood.slug) }
      : { name: area.name === area.city ? area.name : `${area.name}, ${area.city}`, href: areaUrl(area.slug as AreaSlug) },
    city: area.city,
    service: { name: service.name, href: serviceUrl(service.slug) },
    month: story.month,
    // The company's photo of the job is described; the fallback drawing of the animal only
    // repeats the story's title to a screen reader, so it is silent.
    image: story.photo ?? drawing(story.image, ''),
    found: story.found,
    did: story.did,
    result: story.result,
    sample: story.sample,
  }
}

/** Stories at one neighbourhood, for its page. */
export function storiesForPlace(stories: readonly StoryWithPhoto[], place: string): JobStoryCard[] {
  return stories.filter((s) => s.place === place).map(card)
}

/** Stories of one service, for its page. */
export function storiesForService(stories: readonly StoryWithPhoto[], slug: ServiceSlug): JobStoryCard[] {
  return stories.filter((s) => s.service === slug).map(card)
}

/**
 * Stories in one area: a city page (Brampton, Mississauga, Caledon) shows every story in that
 * city, a Brampton quadrant only its own.
 */
export function storiesForArea(stories: readonly StoryWithPhoto[], slug: AreaSlug): JobStoryCard[] {
  const area = areaBySlug[slug]
  return stories
    .filter((s) => {
      const own = areaOf(s.place)
      return area.kind === 'city' ? own.city === area.city : own.slug === area.slug
    })
    .map(card)
}

/**
 * The home page's few: one story of each city (in the order the site names them), each of a
 * different service where the city has one, so every city and several animals are seen.
 */
export function storiesForHome(stories: readonly StoryWithPhoto[]): JobStoryCard[] {
  const shown: JobStoryView[] = []
  for (const group of storiesByCity(stories)) {
    shown.push(group.stories.find((v) => !shown.some((s) => s.service.href === v.service.href)) ?? group.stories[0]!)
  }
  return shown.map(toCard)
}

/** Every story, grouped by city in the order the site names them (Brampton, Mississauga, Caledon). */
export function storiesByCity(stories: readonly StoryWithPhoto[]): { city: Area['city']; stories: JobStoryView[] }[] {
  const views = stories.map(jobStoryView)
  const cities = [...new Set(areas.map((a) => a.city))]
  return cities.map((city) => ({ city, stories: views.filter((v) => v.city === city) })).filter((g) => g.stories.length > 0)
}
