import type { LinkAction } from './Actions.tsx'
import { Chips } from './Chips.tsx'

/** The nearby section of a place page: its heading, the nearest places, and its region. */
export type Nearby = { readonly heading: string; readonly places: readonly LinkAction[]; readonly region: LinkAction }

/** Links to the nearest places as chips, then a link to the place's region. */
export function NearbyPlaces({ nearby }: { nearby: Nearby }) {
  return (
    <section className="section section-plain nearby" aria-labelledby="nearby-heading">
      <div className="container">
        <h2 id="nearby-heading">{nearby.heading}</h2>
        <Chips links={nearby.places} />
        <a className="more-link" href={nearby.region.href}>{nearby.region.label}</a>
      </div>
    </section>
  )
}
