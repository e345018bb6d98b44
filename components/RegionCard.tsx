import { ResponseTimeLine, type ResponseTime } from './ResponseTime.tsx'
import { Chips } from './Chips.tsx'
import type { CoverageRegion } from './Coverage.tsx'
import type { LinkAction } from './Actions.tsx'

/** A service-region card (anchored by the region's `id`): description, place chips, the communities without a page after `alsoServesLabel`
 *  ("Also serving"), the typical response time and a quote button. */
export function RegionCard(p: { region: CoverageRegion; description: string; response: ResponseTime; quote: LinkAction; alsoServesLabel: string }) {
  const { region, description, response, quote, alsoServesLabel } = p
  return (
    <article className="region-card" id={region.id} aria-labelledby={`${region.id}-title`}>
      {region.formerIds?.map((id) => <span key={id} id={id} />)}
      <h3 id={`${region.id}-title`} className="region-title">{region.name}</h3>
      <p>{description}</p>
      <Chips links={region.places} />
      {region.alsoServes.length > 0 && <p className="also-serves"><strong>{alsoServesLabel}:</strong> {region.alsoServes.join(', ')}</p>}
      {region.more && <a className="more-link" href={region.more.href}>{region.more.label}</a>}
      <ResponseTimeLine response={response} className="response" />
      <a className="button button-primary" href={quote.href}>{quote.label}<span className="visually-hidden">: {region.name}</span></a>
    </article>
  )
}
