// What the cross-checks read of a record, shared by content/load.ts and content/parseWorker.js
// (the worker runs without a TypeScript loader: hence plain JavaScript, typed by checkView.d.ts).
//
// `npm run validate` builds no content: of each schema-valid place whose strings hold no link
// or TODO mark (fastParse.js's mayLinkOrTodo), it keeps only this view. At 10,000 places that
// spares copying every record from the worker thread, holding it and freezing it. Files that
// may hold a link or TODO keep their whole data, which the cross-checks walk.

/**
 * The fields of a schema-valid place that crossCheck.ts reads: its name, region, SEO title
 * and description, and the service each card names. Taking the view of a view gives the same
 * view. Its type (checkView.d.ts) is the one crossCheck.ts accepts for places, so a check that
 * reads any other field does not compile.
 */
export function placeCheckView({ name, region, seo, services }) {
  return { name, region, seo: { title: seo.title, description: seo.description }, services: services.map(({ service }) => ({ service })) }
}

/** The check view of each kind of record that grows with the site, by its schema's `$id`. */
export const checkViews = { 'place.schema.json': placeCheckView }

/**
 * What to keep of a schema-valid record's data when only checking: the check view of its kind
 * (by schema `$id`) when there is one and no string of its file may be a link or hold TODO text
 * (`mayLinkOrTodo`: the cross-checks walk such data whole); otherwise the data itself.
 */
export function checkData(schemaId, data, mayLinkOrTodo) {
  const view = mayLinkOrTodo ? undefined : checkViews[schemaId]
  return view ? view(data) : data
}
