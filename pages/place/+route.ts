import { recordKinds } from '../../content/kinds.ts'

export default recordKinds.collections.places.route
