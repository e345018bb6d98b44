import type { Data } from './+data.ts'
import { Hero } from '../../components/Hero.tsx'
import { Section } from '../../components/Section.tsx'
import { CardGrid } from '../../components/CardGrid.tsx'
import { StepList } from '../../components/StepList.tsx'
import { CallToAction } from '../../components/CallToAction.tsx'

/** The all-services page. */
export default function Page({ data }: { data: Data }) {
  const { page, actions } = data
  return (
    <>
      <Hero hero={page.hero} actions={actions} image={data.heroImage} />
      <Section heading={page.services.heading} intro={page.services.intro} id="services">
        <CardGrid cards={data.services} linkLabel={data.learnMore} columns={4} />
      </Section>
      <Section heading={page.reasons.heading} intro={page.reasons.intro} id="reasons" tone="muted">
        <CardGrid cards={data.reasons} linkLabel={data.learnMore} columns={4} />
      </Section>
      <Section heading={page.process.heading} intro={page.process.intro} id="process">
        <StepList steps={page.process.steps} />
      </Section>
      <CallToAction heading={page.callToAction.heading} text={page.callToAction.text} actions={actions} />
    </>
  )
}
