import type { Content } from '../content/content.ts'
import { serviceUrl } from './urls.ts'
import { regionUrl } from '../content/routes.ts'
import { ActionButtons, type Actions, type LinkAction } from '../components/Actions.tsx'
import { LogoMark } from '../components/LogoMark.tsx'
import { Icon } from '../components/Icon.tsx'
import { LicenseLine } from '../components/License.tsx'
import { hoursLines, languagesServed, licenseOf, mailLink, pathOf, telLink } from './view.ts'

function LinkColumn({ heading, links }: { heading: string; links: readonly LinkAction[] }) {
  return (
    <section className="footer-col">
      <h2 className="footer-heading">{heading}</h2>
      <ul className="footer-links">{links.map((l) => <li key={l.href}><a href={l.href}>{l.label}</a></li>)}</ul>
    </section>
  )
}

/** The four-column site footer in the content's language, with the copyright line, and the phones' call bar (`actions`). */
export function Footer({ content, actions }: { content: Content; actions: Actions }) {
  const { site, layout: { footer, labels } } = content
  const link = (route: string) => pathOf(content, route)
  const phone = telLink(site)
  const email = mailLink(site)
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <section className="footer-col" aria-label={site.name}>
          <p className="footer-brand"><LogoMark /><span>{site.name}</span></p>
          <p>{footer.about}</p>
          <p className="rating">
            <span className="stars" aria-hidden="true">{Array.from({ length: site.rating.stars }, (_, i) => <Icon key={i} name="star" />)}</span>
            <span>{site.rating.label}</span>
          </p>
        </section>
        <LinkColumn heading={footer.servicesHeading} links={content.services.map((s) => ({ label: s.name, href: link(serviceUrl(s.slug)) }))} />
        <LinkColumn heading={footer.areasHeading} links={content.regions.map((r) => ({ label: r.name, href: link(regionUrl(r.id)) }))} />
        <section className="footer-col">
          <h2 className="footer-heading">{footer.contactHeading}</h2>
          <ul className="footer-contact">
            <li><Icon name="phone" /><a href={phone.href}>{phone.label}</a></li>
            <li><Icon name="mail" /><a href={email.href}>{email.label}</a></li>
            <li><Icon name="map" /><span>{site.areaServed}</span></li>
            {hoursLines(content).map((h) => <li key={h.days}><Icon name="clock" /><span>{h.days} {h.time}</span></li>)}
            {languagesServed(content).length > 1 && <li><Icon name="message" /><span>{labels.languagesSpoken}</span></li>}
          </ul>
        </section>
      </div>
      <div className="container footer-bottom">
        <p>{`© ${site.copyrightYear} ${site.name}. ${footer.rightsText}`}</p>
        <LicenseLine license={licenseOf(content)} className="footer-license" />
        <p><a href={site.credit.href} rel="noopener">{site.credit.label}</a></p>
      </div>
      {/* The phones' call bar (CSS: below 40rem only, fixed to the foot of the screen, the page padded by its height), in contentinfo. */}
      <ActionButtons actions={actions} bar />
    </footer>
  )
}
