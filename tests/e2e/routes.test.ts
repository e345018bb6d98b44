import { describe, expect, it } from 'vitest'
import { loadContent } from '../../content/load.ts'
import { LANGUAGE_CODES } from '../../content/languages.ts'
import { singletonRoutes } from '../../content/routes.ts'
import { allRoutes, checkRoutes, missing, otherRoutes, placeRoutes } from './routeChecks.ts'

describe('the routes', () => {
  it('the two test files split every route of the site in every language between them, each route once', () => {
    const { places, services } = loadContent()
    expect(allRoutes).toHaveLength((singletonRoutes.length + services.length + places.length) * LANGUAGE_CODES.length)
    expect(placeRoutes).toHaveLength(places.length * LANGUAGE_CODES.length)
    expect([...otherRoutes, ...placeRoutes].sort()).toEqual([...allRoutes].sort())
    expect(new Set([...otherRoutes, ...placeRoutes]).size).toBe(allRoutes.length)
  })
})

// The site pages (singletons, services) and an unknown URL, in every language; place pages are in places.test.ts.
checkRoutes('site pages and an unknown URL', [...otherRoutes, ...missing])
