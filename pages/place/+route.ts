import { recordKinds } from '../../content/kinds.ts'

/** One template for every city and neighbourhood page: /cities/la-mesa, … */
export default recordKinds.collections.places.route
