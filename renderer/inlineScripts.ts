/** The site's only inline scripts, fixed strings (never built from data) that the Content-Security-Policy allows by hash. */
export const inlineScripts = {
  /** Logs the path a visitor tried to open, on the not-found page (the spec's behaviour). */
  notFoundLog: 'console.error("404 Error: User attempted to access non-existent route:", location.pathname)',
  /**
   * On /contact: asks the booking calendar's server whether it answers at all (HEAD, no-cors); when it
   * cannot be reached, marks the section failed: the calendar's box goes, the Call, Text and Email buttons stay.
   */
  bookingCheck: 'addEventListener("DOMContentLoaded",()=>{const b=document.querySelector(".booking"),f=b&&b.querySelector("iframe");f&&fetch(f.src,{method:"HEAD",mode:"no-cors",cache:"no-store"}).catch(()=>b.classList.add("booking-failed"))})',
} as const
