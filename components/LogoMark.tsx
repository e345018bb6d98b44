/** The brand mark: a cornerstone block under a sectional garage door, in SVG. Decorative; the name is the text. */
export function LogoMark() {
  return (
    <svg className="logo-mark" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <path className="logo-roof" d="M4 20 24 6l20 14v4H4z" />
      <rect className="logo-door" x="10" y="24" width="28" height="18" rx="1" />
      <path className="logo-panels" d="M10 30h28M10 36h28" />
      <rect className="logo-stone" x="4" y="42" width="14" height="4" rx="1" />
    </svg>
  )
}
