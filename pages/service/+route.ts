import { recordKinds } from '../../content/kinds.ts'

/** One template for every service page: /services/garage-door-repairs, … */
export default recordKinds.collections.services.route
