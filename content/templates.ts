import type { SchemaId } from './schemas.ts'

/**
 * The text fields that are templates, by record kind and field (list positions left out), with
 * the {fields} each may use: the pages fill these in (renderer/view.ts's fillIn). Anywhere
 * else, and any other name, would show on the page as written: rules.ts reports it.
 */
export const TEMPLATE_FIELDS: Partial<Record<SchemaId, Readonly<Record<string, readonly string[]>>>> = {
  'layout.schema.json': {
    'labels.placeResponse': ['place'],
    'labels.regionResponse': ['region'],
    'labels.areasHeading': ['place'],
    'labels.placeServicesHeading': ['place'],
    'labels.license': ['number'],
    'labels.dayRange': ['from', 'to'],
    'labels.dayRangeShort': ['from', 'to'],
    'coverage.moreLabel': ['count', 'region'],
    'nearby.regionLink': ['region'],
    'map.title': ['area'],
    'map.description': ['area'],
    'map.locatorTitle': ['place', 'area'],
    'map.locatorDescription': ['place', 'area'],
  },
  'pages/contact.schema.json': { 'booking.waiting': ['phone', 'email'], 'booking.call': ['phone'], 'booking.text': ['phone'], 'booking.email': ['email'] },
}
