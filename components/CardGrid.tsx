import { Icon, type IconName } from './Icon.tsx'

/** One card: icon, title, text, optional bullet features and an optional link. */
export interface CardData {
  readonly title: string
  readonly description: string
  readonly icon?: IconName
  readonly href?: string
  readonly features?: readonly string[]
}

/** A responsive grid of cards (1, 2 then `columns` across). `linkLabel` is the text of card links. */
export function CardGrid({ cards, linkLabel, columns = 3 }: { cards: readonly CardData[]; linkLabel?: string; columns?: 2 | 3 | 4 }) {
  return (
    <ul className={`card-grid cols-${columns}`}>
      {cards.map((card) => (
        <li key={card.title} className="card">
          {card.icon && (
            <span className="card-icon">
              <Icon name={card.icon} />
            </span>
          )}
          <h3 className="card-title">{card.title}</h3>
          <p>{card.description}</p>
          {card.features && (
            <ul className="checklist">
              {card.features.map((f) => (
                <li key={f}>
                  <Icon name="check" />
                  {f}
                </li>
              ))}
            </ul>
          )}
          {card.href && linkLabel && (
            <a className="card-link" href={card.href}>
              {linkLabel}
              <span className="visually-hidden">: {card.title}</span>
            </a>
          )}
        </li>
      ))}
    </ul>
  )
}
