import { recordKinds, type SchemaId } from './kinds.ts'

/** What the pages put in place of each {name} a template field may use (renderer/view.ts's fillIn). */
export const FILLED_WITH = {
  place: "the place's name", region: "the region's name", area: 'the area the business serves', number: 'the license number', from: 'the first day',
  to: 'the last day', count: 'the number of places', phone: 'the telephone number', email: 'the email address',
} as const

/** The template fields by record kind and field (list positions left out), with the {names} each may use; any other shows as written. */
export const TEMPLATE_FIELDS: Partial<Record<SchemaId, Readonly<Record<string, readonly (keyof typeof FILLED_WITH)[]>>>> = {
  [recordKinds.singletons.layout.schema]: {
    'labels.placeResponse': ['place'], 'labels.areasHeading': ['place'], 'labels.placeServicesHeading': ['place'], 'labels.regionResponse': ['region'],
    'labels.license': ['number'], 'labels.dayRange': ['from', 'to'], 'labels.dayRangeShort': ['from', 'to'], 'coverage.moreLabel': ['count', 'region'],
    'nearby.regionLink': ['region'], 'map.title': ['area'], 'map.description': ['area'], 'map.locatorTitle': ['place', 'area'], 'map.locatorDescription': ['place', 'area'],
  },
  [recordKinds.singletons.contact.schema]: { 'booking.waiting': ['phone', 'email'], 'booking.call': ['phone'], 'booking.text': ['phone'], 'booking.email': ['email'] },
}
