import { Icon } from './Icon.tsx'
import type { CoverageRegion } from './Coverage.tsx'
import type { LinkAction } from './Actions.tsx'

/** Props of a region card on /service-areas; `id` is the card's anchor. */
export interface RegionCardProps {
  readonly region: CoverageRegion
  readonly description: string
  /** E.g. "Typical response: 30-45 minutes". */
  readonly responseText: string
  readonly quote: LinkAction
}

/** A service-region card: description, place chips, typical response time and a quote button. */
export function RegionCard({ region, description, responseText, quote }: RegionCardProps) {
  return (
    <article className="region-card" id={region.id} aria-labelledby={`${region.id}-title`}>
      {region.formerIds?.map((id) => <span key={id} id={id} />)}
      <h3 id={`${region.id}-title`} className="region-title">
        {region.name}
      </h3>
      <p>{description}</p>
      <ul className="chips">
        {region.places.map((p) => (
          <li key={p.href}>
            <a className="chip" href={p.href}>
              {p.label}
            </a>
          </li>
        ))}
        {region.alsoServes.map((name) => (
          <li key={name}>
            <span className="chip chip-plain">{name}</span>
          </li>
        ))}
      </ul>
      {region.more && (
        <a className="more-link" href={region.more.href}>
          {region.more.label}
        </a>
      )}
      <p className="response">
        <Icon name="clock" />
        {responseText}
      </p>
      <a className="button button-primary" href={quote.href}>
        {quote.label}
        <span className="visually-hidden">: {region.name}</span>
      </a>
    </article>
  )
}
