import type { Place } from './types.generated.ts'

/** What crossCheck.ts reads of a place (see checkView.js). */
export interface PlaceCheckView {
  readonly name: Place['name']
  readonly region: Place['region']
  readonly seo: Readonly<Place['seo']>
  readonly services: readonly { readonly service: Place['services'][number]['service'] }[]
}
/** The fields of a schema-valid place that crossCheck.ts reads (see checkView.js). */
export declare function placeCheckView(place: PlaceCheckView): PlaceCheckView
/** The check view of each kind of record that grows with the site, by its schema's `$id`. */
export declare const checkViews: { readonly [schemaId: string]: ((data: never) => unknown) | undefined }
