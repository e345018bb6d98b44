import { allRoutes, checkRoutes, missing } from './routeChecks.ts'

// One page of each template and an unknown URL, in every language.
checkRoutes('one page per template and an unknown URL', [...allRoutes, ...missing])
