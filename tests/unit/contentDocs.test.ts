import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import {
  areaFrontMatter,
  jobStoryFrontMatter,
  locationServiceFrontMatter,
  minimumWords,
  neighbourhoodFrontMatter,
  postFrontMatter,
  serviceFrontMatter,
  situationFrontMatter,
} from '../../lib/contentSchema'

/**
 * content/README.md is what an author follows: its list of front matter fields and its word
 * minimums must be the schema's, so adding a page as the README says passes the build.
 */
const readme = readFileSync('content/README.md', 'utf8')

/** The README's bullet for one kind of file ("- `posts/{slug}.md`: ..."), up to the next bullet. */
function bulletOf(folder: string): string {
  const start = readme.indexOf(`- \`${folder}/{slug}.md\`:`)
  if (start < 0) throw new Error(`content/README.md has no bullet for ${folder}/{slug}.md`)
  const end = readme.indexOf('\n- ', start + 1)
  return readme.slice(start, end < 0 ? undefined : end).replace(/\s+/g, ' ')
}

const kinds: [string, z.ZodObject][] = [
  ['neighbourhoods', neighbourhoodFrontMatter],
  ['location-services', locationServiceFrontMatter],
  ['areas', areaFrontMatter],
  ['services', serviceFrontMatter],
  ['situations', situationFrontMatter],
  ['posts', postFrontMatter],
  ['job-stories', jobStoryFrontMatter],
]

describe('content/README.md', () => {
  it.each(kinds)('names every front matter field of %s', (folder, schema) => {
    const bullet = bulletOf(folder)
    expect(Object.keys(schema.shape).filter((field) => !bullet.includes(`\`${field}\``))).toEqual([])
  })

  it('gives the word minimums the build enforces', () => {
    const minimums = (folder: string) => [...bulletOf(folder).matchAll(/at least (\d+) words/g)].map((m) => Number(m[1]))
    expect({
      neighbourhoods: minimums('neighbourhoods'),
      'location-services': minimums('location-services'),
      areas: minimums('areas'),
      services: [...bulletOf('services').matchAll(/(\d+) words \((offered|not offered)\)/g)].map((m) => Number(m[1])),
      situations: minimums('situations'),
      posts: minimums('posts'),
    }).toEqual({
      neighbourhoods: [minimumWords.neighbourhood],
      'location-services': [minimumWords.locationService],
      areas: [minimumWords.area],
      services: [minimumWords.service, minimumWords.serviceNotOffered],
      situations: [minimumWords.situation, minimumWords.situationTotal],
      posts: [minimumWords.post],
    })
  })
})
