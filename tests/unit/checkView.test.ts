import { describe, expect, it } from 'vitest'
import { checkData, placeCheckView } from '../../content/checkView.js'
import { loadContent } from '../../content/load.ts'
import { DATA } from './dataCopy.ts'

const { places, regions } = loadContent(DATA)
const place = places[0]!
const { slug: _slug, ...data } = place

describe('what checking keeps of a record (content/checkView.js)', () => {
  it('of a place: its name, region, SEO title and description, and the service of each card', () => {
    expect(placeCheckView(data)).toEqual({
      name: place.name,
      region: place.region,
      seo: { title: place.seo.title, description: place.seo.description },
      services: place.services.map((card) => ({ service: card.service })),
    })
    expect(placeCheckView(placeCheckView(data))).toEqual(placeCheckView(data))
  })

  it('keeps a whole record when its file may hold a link or TODO text, or its kind has no view', () => {
    expect(checkData('place.schema.json', data, false)).toEqual(placeCheckView(data))
    expect(checkData('place.schema.json', data, true)).toBe(data)
    expect(checkData('region.schema.json', regions[0], false)).toBe(regions[0])
  })
})
