/** The site's only inline scripts, fixed strings (never built from data) that the Content-Security-Policy allows by hash. */
export const inlineScripts = {
  /** Logs the path a visitor tried to open, on the not-found page (the spec's behaviour). */
  notFoundLog: 'console.error("404 Error: User attempted to access non-existent route:", location.pathname)',
  /** On /contact: when the booking calendar's server does not answer (HEAD, no-cors), marks the section failed: only its buttons show. */
  bookingCheck: 'addEventListener("DOMContentLoaded",()=>{const b=document.querySelector(".booking"),f=b&&b.querySelector("iframe");f&&fetch(f.src,{method:"HEAD",mode:"no-cors",cache:"no-store"}).catch(()=>b.classList.add("booking-failed"))})',
} as const
