import { describe, expect, it } from 'vitest'
import { loadJobStories, parseJobStory } from '../../build/contentFiles'
import { jobStoryView, storiesByCity, storiesForArea, storiesForHome, storiesForPlace, storiesForService } from '../../lib/jobStories'

const stories = loadJobStories()

const good = `---
title: A raccoon in a Bolton attic in the spring
place: bolton
service: raccoon-removal-brampton
month: April
image: raccoon-roof
found: Scratching above the ceiling at dusk, and a torn roof vent at the back of the house where the raccoon came and went.
did: We sealed the other gaps, fitted a one-way door over the vent and checked it each day until the raccoon had left to feed.
result: The vent was replaced with a steel-screened guard, and the homeowner has photos of the work and the written warranty.
sample: true
---
`

describe('job stories', () => {
  // The demo's stories show the range of the work; once the company's own replace them, their
  // number and spread are the company's (a production build refuses any sample left).
  it('are, while all are samples, 6-9 spread over Brampton, Mississauga and Caledon and over at least five services', () => {
    const demo = stories.every((s) => s.sample)
    const spread = { count: stories.length, cities: storiesByCity(stories).map((g) => g.city), services: new Set(stories.map((s) => s.service)).size }
    expect(demo ? spread.count >= 6 && spread.count <= 9 && spread.services >= 5 && spread.cities.join() === 'Brampton,Mississauga,Caledon' : stories.length > 0, JSON.stringify(spread)).toBe(true)
  })

  it('refuse a file that names an unknown place, service or drawing, naming the file and the field', () => {
    const file = 'content/job-stories/x.md'
    expect(() => parseJobStory(good.replace('place: bolton', 'place: narnia'), file)).toThrow(/content\/job-stories\/x\.md[\s\S]*field "place": "narnia" is not one of the \d+ names allowed here; place must be a neighbourhood or area slug/)
    expect(() => parseJobStory(good.replace('service: raccoon-removal-brampton', 'service: termite-control-brampton'), file)).toThrow(/field "service": service must be the slug of an offered service/)
    expect(() => parseJobStory(good.replace('image: raccoon-roof', 'image: raccoon-photo'), file)).toThrow(/field "image"/)
    // A story must say whether it is a sample: left unsaid, an invented job would read as real.
    expect(() => parseJobStory(good.replace('sample: true\n', ''), file)).toThrow(/field "sample": sample is required/)
    // A drawing's name misspelt: the one meant, and where the names are.
    expect(() => parseJobStory(good.replace('image: raccoon-roof', 'image: racoon-roof'), file)).toThrow(/field "image": "racoon-roof" is not one of the \d+ names allowed here \(did you mean "raccoon-roof"\?\); image must be a drawing named in content\/illustrations\.ts/)
    expect(() => parseJobStory(good.replace(/found: .*\n/, 'found: Noise.\n'), file)).toThrow(/field "found": found must be at least 80 characters/)
    expect(() => parseJobStory(`${good}A body nobody would see.\n`, file)).toThrow(/body: must be empty/)
    expect(parseJobStory(good, 'content/job-stories/raccoon-bolton.md').slug).toBe('raccoon-bolton')
    // Its file name is its anchor, which pages link to.
    expect(() => parseJobStory(good, 'content/job-stories/Raccoon Bolton.md')).toThrow(/content\/job-stories\/Raccoon Bolton\.md[\s\S]*file name: "Raccoon Bolton" names the story's place on \/job-stories/)
  })

  it('show on the page of their service and of their place, a city page taking its quadrants', () => {
    const story = parseJobStory(good, 'content/job-stories/raccoon-bolton.md')
    const view = jobStoryView(story)
    expect(view.href).toBe('/job-stories#raccoon-bolton')
    expect(view.place).toEqual({ name: 'Bolton, Caledon', href: '/bolton-wildlife-removal' })
    expect(view.service).toEqual({ name: 'Raccoon Removal', href: '/services/raccoon-removal-brampton' })

    const springdale = { ...story, slug: 'a', place: 'springdale' as const }
    const area = { ...story, slug: 'b', place: 'caledon' as const }
    const set = [story, springdale, area]
    expect(storiesForArea(set, 'caledon').map((s) => s.slug)).toEqual(['raccoon-bolton', 'b'])
    expect(storiesForArea(set, 'brampton').map((s) => s.slug)).toEqual(['a'])
    expect(storiesForArea(set, 'north-brampton').map((s) => s.slug)).toEqual(['a'])
    expect(storiesForArea(set, 'south-brampton')).toEqual([])
    expect(storiesForService(set, 'skunk-removal-brampton')).toEqual([])
    expect(storiesForPlace(set, 'springdale').map((s) => s.slug)).toEqual(['a'])
    expect(storiesForPlace(set, 'bolton').map((s) => s.slug)).toEqual(['raccoon-bolton'])
    expect(storiesForHome(set).map((s) => s.city)).toEqual(['Brampton', 'Caledon'])
    const skunk = { ...story, slug: 'c', place: 'caledon-east' as const, service: 'skunk-removal-brampton' as const }
    expect(storiesForHome([springdale, story, skunk]).map((s) => s.slug)).toEqual(['a', 'c'])
  })
})
