import { checkRoutes, placeRoutes } from './routeChecks.ts'

// The place pages (cities and neighborhoods); the other routes are in routes.test.ts.
checkRoutes('place pages', placeRoutes)
