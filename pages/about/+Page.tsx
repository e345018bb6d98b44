import type { Data } from './+data.ts'
import { Hero } from '../../components/Hero.tsx'
import { Section } from '../../components/Section.tsx'
import { Prose } from '../../components/Prose.tsx'
import { CardGrid } from '../../components/CardGrid.tsx'
import { CheckList } from '../../components/CheckList.tsx'
import { CallToAction } from '../../components/CallToAction.tsx'
import { Scripture } from '../../components/Scripture.tsx'
import { LicenseLine } from '../../components/License.tsx'

/** The about page. */
export default function Page({ data }: { data: Data }) {
  const { page, actions } = data
  return (
    <>
      <Hero hero={page.hero} actions={actions} image={data.heroImage} />
      <Section heading={page.mission.heading} id="mission">
        <Prose paragraphs={page.mission.paragraphs} />
        <Scripture text={data.scripture.text} reference={data.scripture.reference} />
      </Section>
      <Section heading={page.values.heading} intro={page.values.intro} id="values" tone="muted">
        <CardGrid cards={data.values} linkLabel={data.learnMore} columns={4} />
      </Section>
      <Section heading={page.trust.heading} intro={page.trust.intro} id="trust">
        <CardGrid cards={data.trust} linkLabel={data.learnMore} columns={4} />
        <LicenseLine license={data.license} icon />
      </Section>
      <Section heading={page.promise.heading} intro={page.promise.intro} id="promise" tone="brand">
        <CheckList points={page.promise.points} className="checklist checklist-columns" />
      </Section>
      <CallToAction heading={page.callToAction.heading} text={page.callToAction.text} actions={actions} />
    </>
  )
}
