import type { Data } from './+data.ts'
import { Hero } from '../../components/Hero.tsx'
import { Section } from '../../components/Section.tsx'
import { Prose } from '../../components/Prose.tsx'
import { CardGrid } from '../../components/CardGrid.tsx'
import { CheckList } from '../../components/CheckList.tsx'
import { StepList } from '../../components/StepList.tsx'
import { CallToAction } from '../../components/CallToAction.tsx'
import { Coverage } from '../../components/Coverage.tsx'

/** The template of every service page. */
export default function Page({ data }: { data: Data }) {
  const { service, actions } = data
  return (
    <>
      <Hero hero={service.hero} actions={actions} image={data.heroImage} />
      <Section heading={service.intro.heading} id="overview">
        <Prose paragraphs={service.intro.paragraphs} />
      </Section>
      <Section heading={service.services.heading} intro={service.services.intro} id="services" tone="muted">
        <CardGrid cards={data.services} linkLabel={data.learnMore} columns={3} />
      </Section>
      {data.sections?.map((section, i) => (
        <Section key={section.kind} heading={section.heading} intro={section.intro} id={section.kind} tone={i % 2 ? 'muted' : 'plain'}>
          {section.items && <CardGrid cards={section.items} linkLabel={data.learnMore} columns={section.items.length === 4 ? 4 : 3} />}
          {section.points && <CheckList points={section.points} className="checklist checklist-columns" />}
        </Section>
      ))}
      <Section heading={service.process.heading} intro={service.process.intro} id="process" tone="brand">
        <StepList steps={service.process.steps} />
      </Section>
      <Section heading={data.places.heading} intro={data.places.intro} id="areas">
        <Coverage regions={data.places.regions} />
      </Section>
      <CallToAction heading={service.callToAction.heading} text={service.callToAction.text} actions={actions} />
    </>
  )
}
