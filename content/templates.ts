import type { SchemaId } from './schemas.ts'

/**
 * The text fields that are templates, by record kind and field (list positions left out): the
 * {fields} each may use, and what the page puts in place of each, which a translation that drops
 * one is told (translation.ts). The pages fill these in (renderer/view.ts's fillIn); anywhere
 * else, and any other name, would show on the page as written: rules.ts reports it.
 */
export const TEMPLATE_FIELDS: Partial<Record<SchemaId, Readonly<Record<string, Readonly<Record<string, string>>>>>> = {
  'layout.schema.json': {
    'labels.placeResponse': { place: "the place's name" },
    'labels.regionResponse': { region: "the region's name" },
    'labels.areasHeading': { place: "the place's name" },
    'labels.placeServicesHeading': { place: "the place's name" },
    'labels.license': { number: 'the license number' },
    'labels.dayRange': { from: 'the first day', to: 'the last day' },
    'labels.dayRangeShort': { from: 'the first day', to: 'the last day' },
    'coverage.moreLabel': { count: 'the number of places', region: "the region's name" },
    'nearby.regionLink': { region: "the region's name" },
    'map.title': { area: 'the area the business serves' },
    'map.description': { area: 'the area the business serves' },
    'map.locatorTitle': { place: "the place's name", area: 'the area the business serves' },
    'map.locatorDescription': { place: "the place's name", area: 'the area the business serves' },
  },
  'pages/contact.schema.json': { 'booking.waiting': { phone: 'the telephone number', email: 'the email address' }, 'booking.call': { phone: 'the telephone number' }, 'booking.text': { phone: 'the telephone number' }, 'booking.email': { email: 'the email address' } },
}
