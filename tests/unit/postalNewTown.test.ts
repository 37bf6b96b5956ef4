import { describe, expect, it, vi } from 'vitest'
import { business } from '../../content/business'
import { checkPostalCode, type ServedPrefixes } from '../../lib/postal'

// A town the company starts to serve, as its editor adds it: an area page in areas.ts and its
// prefix under its name in business.ts. The footer listed "L9W", and the checker answered "L9W is
// not one of the postal areas on our list": it knew only the three cities it was written with.
vi.mock('../../content/areas', async (original) => {
  const module = await original<typeof import('../../content/areas')>()
  return { ...module, areas: [...module.areas, { slug: 'orangeville', name: 'Orangeville', kind: 'city', city: 'Orangeville' }] }
})

describe('a town added to the areas served', () => {
  it('answers its postal codes with its own page, and its name as a town served', () => {
    const served = { ...business.postalPrefixes, Orangeville: ['L9W'] } as unknown as ServedPrefixes
    expect(checkPostalCode('L9W 1A1', served)).toEqual({ kind: 'served', fsa: 'L9W', area: 'orangeville', areaName: 'Orangeville' })
    expect(checkPostalCode('Orangeville', served)).toMatchObject({ kind: 'city', area: 'orangeville' })
    // The cities served before still answer as they did.
    expect(checkPostalCode('L6P 1A1', served)).toMatchObject({ kind: 'served', area: 'brampton' })
  })
})

describe('a town added to the areas served, on the map of Peel', () => {
  // content/README.md: "a town outside it is listed, not drawn". The list was typed with the
  // three Peel cities, so the new town's page was linked from no page but its own stories.
  it('lists its page under the map, after the cities the map draws', async () => {
    const { renderToStaticMarkup } = await import('react-dom/server')
    const { createElement } = await import('react')
    const { PeelMap } = await import('../../components/PeelMap')
    const html = renderToStaticMarkup(createElement(PeelMap))
    expect(html).toContain('<a href="/orangeville-wildlife-removal">Orangeville</a>')
    expect(html.indexOf('/orangeville-wildlife-removal')).toBeGreaterThan(html.indexOf('/mississauga-wildlife-removal">Mississauga</a>'))
  })
})
