import type { Data } from './+data.ts'
import { Hero } from '../../components/Hero.tsx'
import { Section } from '../../components/Section.tsx'
import { CardGrid } from '../../components/CardGrid.tsx'
import { CheckList } from '../../components/CheckList.tsx'
import { Coverage } from '../../components/Coverage.tsx'
import { ServiceMap } from '../../components/ServiceMap.tsx'
import { CallToAction } from '../../components/CallToAction.tsx'
import { ActionButtons } from '../../components/Actions.tsx'
import { Scripture } from '../../components/Scripture.tsx'

/** The home page. */
export default function Page({ data }: { data: Data }) {
  const { page, actions } = data
  return (
    <>
      <Hero hero={page.hero} actions={actions} image={data.heroImage}>
        <CheckList points={data.claims} className="hero-claims" />
      </Hero>
      <Section heading={page.services.heading} intro={page.services.intro} id="services">
        <CardGrid cards={data.services} linkLabel={data.learnMore} columns={4} />
      </Section>
      <Section heading={page.sameDay.heading} intro={page.sameDay.intro} id="same-day" tone="brand">
        <CheckList points={page.sameDay.points} className="checklist checklist-columns" />
        <ActionButtons actions={actions} />
      </Section>
      <Section heading={page.coverage.heading} intro={page.coverage.intro} id="coverage" tone="muted">
        <ServiceMap map={data.map} />
        <Coverage regions={data.coverage} />
      </Section>
      <Section heading={page.whyChooseUs.heading} intro={page.whyChooseUs.intro} id="why-choose-us">
        <CardGrid cards={data.reasons} linkLabel={data.learnMore} columns={3} />
        <Scripture text={data.scripture.text} reference={data.scripture.reference} />
      </Section>
      <CallToAction heading={page.callToAction.heading} text={page.callToAction.text} actions={actions} />
    </>
  )
}
