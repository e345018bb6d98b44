import type { Place } from './types.generated.ts'

/** What crossCheck.ts reads of a place (see checkView.js). */
export interface PlaceCheckView {
  readonly name: Place['name']
  readonly region: Place['region']
  readonly seo: Readonly<Pick<Place['seo'], 'title' | 'description'>>
  readonly services: readonly { readonly service: Place['services'][number]['service'] }[]
}
/** The fields of a schema-valid place that crossCheck.ts reads (see checkView.js); the view of a view is the same view. */
export declare function placeCheckView(place: PlaceCheckView): PlaceCheckView
/** The check view of each kind of record that grows with the site, by its schema's `$id`. */
export declare const checkViews: { readonly 'place.schema.json': typeof placeCheckView }
/**
 * What to keep of a schema-valid record's data when only checking: its kind's check view, unless
 * the kind has none or `mayLinkOrTodo` (then `data` itself). See checkView.js.
 */
export declare function checkData(schemaId: string, data: unknown, mayLinkOrTodo: boolean): unknown
