import { loadContent } from '../../content/load.ts'
import { placeUrl } from '../../content/routes.ts'
import { checkRoutes } from './routeChecks.ts'

// The place pages (cities and neighborhoods); the other routes are in routes.test.ts.
checkRoutes('place pages', loadContent().places.map((p) => placeUrl(p.slug)))
