import type { Data } from './+data.ts'
import { Hero } from '../../components/Hero.tsx'
import { Section } from '../../components/Section.tsx'
import { CardGrid } from '../../components/CardGrid.tsx'
import { RegionCard } from '../../components/RegionCard.tsx'
import { Stats } from '../../components/Stats.tsx'
import { ServiceMap } from '../../components/ServiceMap.tsx'
import { gridClasses } from '../../components/grid.ts'
import { CallToAction } from '../../components/CallToAction.tsx'

/** The service areas page. */
export default function Page({ data }: { data: Data }) {
  const { page, actions } = data
  return (
    <>
      <Hero hero={page.hero} actions={actions} image={data.heroImage} />
      <Section heading={page.regions.heading} intro={page.regions.intro} id="regions">
        <ServiceMap map={data.map} />
        <div className={`region-grid ${gridClasses(data.regions.length, [1, 1, 2, 3])}`}>
          {data.regions.map((r) => (
            <RegionCard key={r.region.id} region={r.region} description={r.description} response={r.response} quote={data.quote} alsoServesLabel={data.alsoServes} />
          ))}
        </div>
      </Section>
      <Section heading={page.stats.heading} intro={page.stats.intro} id="commitment" tone="brand">
        <Stats items={page.stats.items} />
      </Section>
      <CallToAction heading={page.notListed.heading} text={page.notListed.text} actions={actions} />
      <Section heading={page.services.heading} intro={page.services.intro} id="services" tone="muted">
        <CardGrid cards={data.services} linkLabel={data.learnMore} columns={4} />
      </Section>
    </>
  )
}
