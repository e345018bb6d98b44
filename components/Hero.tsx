import type { ReactNode } from 'react'
import type { Hero as HeroRecord } from '../content/types.generated.ts'
import { ActionButtons, type Actions } from './Actions.tsx'

/** Props of the hero banner: the record's title (the page's one <h1>), subtitle and overlay. */
export interface HeroProps {
  readonly hero: HeroRecord
  /** The quote and call buttons under the subtitle. */
  readonly actions?: Actions
  /** A small line above the title, such as the region of a place. */
  readonly eyebrow?: string
  readonly children?: ReactNode
}

/** The page banner, at least 600px tall, on CSS-drawn garage door artwork. */
export function Hero({ hero, actions, eyebrow, children }: HeroProps) {
  return (
    <section className={hero.overlay === false ? 'hero' : 'hero hero-overlay'}>
      <div className="hero-art" aria-hidden="true" />
      <div className="container hero-content">
        {eyebrow && <p className="eyebrow">{eyebrow}</p>}
        <h1 className="hero-title">{hero.title}</h1>
        {hero.subtitle && <p className="hero-subtitle">{hero.subtitle}</p>}
        {actions && <ActionButtons actions={actions} inverse />}
        {children}
      </div>
    </section>
  )
}
