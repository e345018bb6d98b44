import type { ReactNode } from 'react'

/** Props of the hero banner: the page's one <h1>, a subtitle and the buttons beneath. */
export interface HeroProps {
  readonly title: string
  readonly subtitle?: string
  /** Darken the artwork behind the text (default true). */
  readonly overlay?: boolean
  /** A small line above the title, such as the region of a place. */
  readonly eyebrow?: string
  readonly children?: ReactNode
}

/** The page banner, at least 600px tall, on CSS-drawn garage door artwork. */
export function Hero({ title, subtitle, overlay = true, eyebrow, children }: HeroProps) {
  return (
    <section className={overlay ? 'hero hero-overlay' : 'hero'}>
      <div className="hero-art" aria-hidden="true" />
      <div className="container hero-content">
        {eyebrow && <p className="eyebrow">{eyebrow}</p>}
        <h1 className="hero-title">{title}</h1>
        {subtitle && <p className="hero-subtitle">{subtitle}</p>}
        {children}
      </div>
    </section>
  )
}
