/**
 * The heading of the error screen (the spec's "default error screen"). The one fixed text in
 * code: the screen must show even when the content in data/ cannot be loaded.
 */
export const ERROR_TITLE = 'Unexpected Application Error!'
