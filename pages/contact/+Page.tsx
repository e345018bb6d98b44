import type { Data } from './+data.ts'
import { Hero } from '../../components/Hero.tsx'
import { Section } from '../../components/Section.tsx'
import { ContactList } from '../../components/ContactList.tsx'
import { Coverage } from '../../components/Coverage.tsx'
import { Icon } from '../../components/Icon.tsx'
import { ContactButtons } from '../../components/ContactButtons.tsx'

/** The contact page, with the third-party booking calendar. */
export default function Page({ data }: { data: Data }) {
  const { page, actions } = data
  return (
    <>
      <Hero hero={page.hero} actions={{ quote: { label: page.booking.action, href: `#${data.bookingId}` }, call: actions.call }} image={data.heroImage} />
      <Section heading={page.details.heading} intro={page.details.intro} id="details">
        <div className="contact-grid">
          <ContactList rows={data.rows} />
          <div className="licensed-card">
            <Icon name="shield" className="icon icon-large" />
            <h3>{data.license.claim}</h3>
            <p>{page.licensedCard.text}</p>
            <p className="license-number"><a href={data.license.href}>{data.license.label}</a></p>
          </div>
        </div>
      </Section>
      <Section heading={page.booking.heading} intro={page.booking.intro} id={data.bookingId} tone="muted">
        {/* The box holds the calendar's height from first paint, its message showing until the frame loads; the script drops it if unreachable. */}
        <div className="booking">
          <div className="booking-box">
            <p className="booking-waiting" aria-hidden="true"><Icon name="calendar" className="icon icon-large" />{data.waiting}</p>
            <iframe className="booking-frame" src={data.booking.iframeUrl} title={page.booking.frameTitle} loading="lazy" />
          </div>
          <div className="booking-fallback">
            <p>{page.booking.fallback}</p>
            <ContactButtons buttons={data.buttons} />
          </div>
        </div>
      </Section>
      <Section heading={page.areas.heading} intro={page.areas.intro} id="areas">
        <Coverage regions={data.coverage} />
      </Section>
    </>
  )
}
