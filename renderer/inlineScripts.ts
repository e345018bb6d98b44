/**
 * The only inline scripts of the site, as fixed strings (never built from data), so that the
 * Content-Security-Policy can allow each by its hash.
 */
export const inlineScripts = {
  /** Logs the path a visitor tried to open, on the not-found page (the spec's behaviour). */
  notFoundLog: 'console.error("404 Error: User attempted to access non-existent route:", location.pathname)',
  /**
   * On /contact: asks the booking calendar's server whether it answers at all (a HEAD request,
   * no-cors); when it cannot be reached (offline, blocked, down), marks the section failed: the
   * calendar's box is removed and the section is the large Call, Text and Email buttons.
   */
  bookingCheck: 'addEventListener("DOMContentLoaded",()=>{const b=document.querySelector(".booking"),f=b&&b.querySelector("iframe");f&&fetch(f.src,{method:"HEAD",mode:"no-cors",cache:"no-store"}).catch(()=>b.classList.add("booking-failed"))})',
} as const
