import { recordKinds } from '../../content/kinds.ts'

/** A region's full list of places; exists only for regions with more places than the grids show. */
export default recordKinds.collections.regions.route
