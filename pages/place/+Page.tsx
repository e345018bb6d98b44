import type { Data } from './+data.ts'
import { Hero } from '../../components/Hero.tsx'
import { Section } from '../../components/Section.tsx'
import { Prose } from '../../components/Prose.tsx'
import { CardGrid } from '../../components/CardGrid.tsx'
import { CheckList } from '../../components/CheckList.tsx'
import { AreaGrid } from '../../components/AreaGrid.tsx'
import { CallToAction } from '../../components/CallToAction.tsx'
import { ServiceMap } from '../../components/ServiceMap.tsx'
import { ResponseTimeLine } from '../../components/ResponseTime.tsx'
import { NearbyPlaces } from '../../components/NearbyPlaces.tsx'

/** The template of every city and neighbourhood page. */
export default function Page({ data }: { data: Data }) {
  const { place, actions } = data
  return (
    <>
      <Hero hero={data.hero} actions={actions} eyebrow={data.regionName} image={data.heroImage}>
        {data.claims.length > 0 && <CheckList points={data.claims} className="hero-claims" />}
      </Hero>
      <div className="section section-plain">
        <div className="container intro-grid">
          <Prose paragraphs={place.intro} className="prose lead" />
          <ServiceMap map={data.map} variant="locator" />
        </div>
      </div>
      <Section heading={data.areasHeading} intro={place.areas.intro} id="areas" tone="muted">
        <AreaGrid names={place.areas.names} />
      </Section>
      <Section heading={data.servicesHeading} id="services">
        <CardGrid cards={data.services} linkLabel={data.learnMore} columns={3} />
      </Section>
      <Section heading={data.responseHeading} id="response" tone="brand">
        <div className="response-panel">
          <ResponseTimeLine response={data.response} className="response-time" />
          <p>{place.response.description}</p>
          {data.highlights && <CardGrid cards={data.highlights} linkLabel={data.learnMore} columns={2} />}
          {place.response.points && <CheckList points={place.response.points} className="checklist checklist-columns" />}
          {data.claims.length > 0 && <CheckList points={data.claims} className="checklist claims" />}
        </div>
      </Section>
      <NearbyPlaces nearby={data.nearby} />
      <CallToAction heading={data.callToAction.heading} text={data.callToAction.text} actions={actions} />
    </>
  )
}
