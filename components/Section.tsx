import type { ReactNode } from 'react'

/** Props of a page section: its <h2>, an optional intro, its anchor, its background tone (muted: light grey; brand: dark) and content. */
interface SectionProps {
  readonly heading: string
  readonly intro?: string
  readonly id?: string
  readonly tone?: 'plain' | 'muted' | 'brand'
  readonly children?: ReactNode
}

/** A full-width page section with a centred heading. */
export function Section({ heading, intro, id, tone = 'plain', children }: SectionProps) {
  const headingId = id ? `${id}-heading` : undefined
  return (
    <section className={`section section-${tone}`} id={id} aria-labelledby={headingId}>
      <div className="container">
        <div className="section-head">
          <h2 id={headingId}>{heading}</h2>
          {intro && <p className="section-intro">{intro}</p>}
        </div>
        {children}
      </div>
    </section>
  )
}
