import { describe, expect, it } from 'vitest'
import { loadContent } from '../../content/load.ts'
import { placeUrl } from '../../content/routes.ts'
import { allRoutes, checkRoutes, missing } from './routeChecks.ts'

// The site pages (singletons, services) and an unknown URL; place pages are in places.test.ts.
const places = new Set(loadContent().places.map((p) => placeUrl(p.slug)))
const routes = [...allRoutes.filter((r) => !places.has(r)), missing]

describe('the routes', () => {
  it('every route is checked here or in places.test.ts, and the unknown URL is no route', () => {
    expect(allRoutes.length).toBeGreaterThan(40)
    expect(allRoutes).not.toContain(missing)
    expect([...routes.filter((r) => r !== missing), ...places].sort()).toEqual([...allRoutes].sort())
  })
})

checkRoutes('site pages and an unknown URL', routes)
