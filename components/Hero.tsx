import type { ReactNode } from 'react'
import type { Hero as HeroRecord } from '../content/types.generated.ts'
import { ActionButtons, type Actions } from './Actions.tsx'
import { Picture, type PictureData } from './Picture.tsx'

/** The page banner, at least 600px tall: the title (the page's one <h1>), subtitle, `eyebrow` above it (a place's region), the buttons; on its
 *  picture (`image`, fetched first) or, without one, CSS-drawn garage door artwork. */
export function Hero(props: { hero: HeroRecord; actions: Actions; eyebrow?: string; image?: PictureData; children?: ReactNode }) {
  const { hero, actions, eyebrow, image, children } = props
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
