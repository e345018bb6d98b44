/**
 * The only inline scripts of the site, as fixed strings (never built from data), so that the
 * Content-Security-Policy can allow each by its hash.
 */
export const inlineScripts = {
  /** Logs the path a visitor tried to open, on the not-found page (the spec's behaviour). */
  notFoundLog: 'console.error("404 Error: User attempted to access non-existent route:", location.pathname)',
} as const
