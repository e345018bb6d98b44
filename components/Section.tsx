import type { ReactNode } from 'react'

/** A full-width page section: its centred <h2>, an optional intro, its anchor `id`, its background `tone` (muted: light grey; brand: dark). */
export function Section(props: { heading: string; intro?: string; id?: string; tone?: 'plain' | 'muted' | 'brand'; children?: ReactNode }) {
  const { heading, intro, id, tone = 'plain', children } = props
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
