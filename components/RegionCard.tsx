import { ResponseTimeLine, type ResponseTime } from './ResponseTime.tsx'
import { Chips } from './Chips.tsx'
import type { CoverageRegion } from './Coverage.tsx'
import type { LinkAction } from './Actions.tsx'

/** Props of a region card: the region (`id` is the card's anchor), its description and typical response time, the quote link. */
interface RegionCardProps {
  readonly region: CoverageRegion
  readonly description: string
  readonly response: ResponseTime
  readonly quote: LinkAction
  /** Before the communities without a page, e.g. "Also serving". */
  readonly alsoServesLabel: string
}

/** A service-region card: description, place chips, the communities without a page as plain text, response time and a quote button. */
export function RegionCard({ region, description, response, quote, alsoServesLabel }: RegionCardProps) {
  return (
    <article className="region-card" id={region.id} aria-labelledby={`${region.id}-title`}>
      {region.formerIds?.map((id) => <span key={id} id={id} />)}
      <h3 id={`${region.id}-title`} className="region-title">{region.name}</h3>
      <p>{description}</p>
      <Chips links={region.places} />
      {region.alsoServes.length > 0 && (
        <p className="also-serves"><strong>{alsoServesLabel}:</strong> {region.alsoServes.join(', ')}</p>
      )}
      {region.more && <a className="more-link" href={region.more.href}>{region.more.label}</a>}
      <ResponseTimeLine response={response} className="response" />
      <a className="button button-primary" href={quote.href}>{quote.label}<span className="visually-hidden">: {region.name}</span></a>
    </article>
  )
}
