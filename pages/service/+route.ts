import { recordKinds } from '../../content/kinds.ts'

export default recordKinds.collections.services.route
