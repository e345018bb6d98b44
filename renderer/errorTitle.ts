/** The heading of the error screen (the spec's "default error screen"): fixed in code, as it must show when data/ cannot load. */
export const ERROR_TITLE = 'Unexpected Application Error!'
