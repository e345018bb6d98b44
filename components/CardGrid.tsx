import { Icon, type IconName } from './Icon.tsx'
import { Picture, type PictureData } from './Picture.tsx'
import { CheckList } from './CheckList.tsx'
import { gridClasses } from './grid.ts'

/** One card: a picture (loaded lazily) or an icon, title, text, optional bullet features and an optional link. */
export interface CardData {
  readonly title: string
  readonly description: string
  readonly icon?: IconName
  readonly href?: string
  readonly features?: readonly string[]
  readonly picture?: PictureData
}

/** A balanced grid of cards (grid.ts): at most 1, 2, 3 then `columns` across as the screen widens; a card's link reads `linkLabel`. */
export function CardGrid({ cards, linkLabel, columns = 3 }: { cards: readonly CardData[]; linkLabel: string; columns?: 2 | 3 | 4 }) {
  return (
    <ul className={`card-grid ${gridClasses(cards.length, [1, 2, Math.min(3, columns), columns])}`}>
      {cards.map((card) => (
        <li key={card.title} className={card.picture ? 'card card-with-image' : 'card'}>
          {card.picture && <Picture picture={card.picture} priority="lazy" className="card-image" />}
          {card.icon && !card.picture && <span className="card-icon"><Icon name={card.icon} /></span>}
          <h3 className="card-title">{card.title}</h3>
          <p>{card.description}</p>
          {card.features && <CheckList points={card.features} />}
          {card.href && <a className="card-link" href={card.href}>{linkLabel}<span className="visually-hidden">: {card.title}</span></a>}
        </li>
      ))}
    </ul>
  )
}
