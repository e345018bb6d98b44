import type { ReactNode } from 'react'
import type { Hero as HeroRecord } from '../content/types.generated.ts'
import { ActionButtons, type Actions } from './Actions.tsx'
import { Picture, type PictureData } from './Picture.tsx'

/** Props of the hero banner: the record's title (the page's one <h1>) and subtitle; `eyebrow`, a line above it (a place's region). */
interface HeroProps {
  readonly hero: HeroRecord
  readonly actions: Actions
  readonly eyebrow?: string
  /** The picture behind the banner: the page's first, fetched with high priority. */
  readonly image?: PictureData
  readonly children?: ReactNode
}

/** The page banner, at least 600px tall, on its picture (or CSS-drawn garage door artwork without one). */
export function Hero({ hero, actions, eyebrow, image, children }: HeroProps) {
  return (
    <section className={hero.overlay === false ? 'hero' : 'hero hero-overlay'}>
      <div className="hero-art">{image && <Picture picture={image} priority="high" className="hero-image" />}</div>
      <div className="container hero-content">
        {eyebrow && <p className="eyebrow">{eyebrow}</p>}
        <h1 className="hero-title">{hero.title}</h1>
        {hero.subtitle && <p className="hero-subtitle">{hero.subtitle}</p>}
        <ActionButtons actions={actions} />
        {children}
      </div>
    </section>
  )
}
