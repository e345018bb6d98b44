import type { Layout, Site } from '../content/types.generated.ts'
import type { Actions, LinkAction } from './Actions.tsx'
import { LogoMark } from './LogoMark.tsx'
import { Icon } from './Icon.tsx'
import { LicenseLine, type License } from './License.tsx'

/** Props of the site footer; every string comes from data/. */
export interface FooterProps {
  readonly site: Site
  readonly footer: Layout['footer']
  readonly services: readonly LinkAction[]
  readonly areas: readonly LinkAction[]
  readonly phone: LinkAction
  readonly email: LinkAction
  readonly hours: readonly { readonly days: string; readonly time: string }[]
  /** The line naming the languages customers are served in ("Hablamos español"), once the owner has confirmed it. */
  readonly languages?: string
  readonly license: License
  /** The call bar's links. */
  readonly actions: Actions
}

function LinkColumn({ heading, links }: { heading: string; links: readonly LinkAction[] }) {
  return (
    <section className="footer-col">
      <h2 className="footer-heading">{heading}</h2>
      <ul className="footer-links">{links.map((l) => <li key={l.href}><a href={l.href}>{l.label}</a></li>)}</ul>
    </section>
  )
}

/** The four-column site footer with the copyright line, and the phones' call bar. */
export function Footer({ site, footer, services, areas, phone, email, hours, languages, license, actions: { call, quote } }: FooterProps) {
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
        <LinkColumn heading={footer.servicesHeading} links={services} />
        <LinkColumn heading={footer.areasHeading} links={areas} />
        <section className="footer-col">
          <h2 className="footer-heading">{footer.contactHeading}</h2>
          <ul className="footer-contact">
            <li><Icon name="phone" /><a href={phone.href}>{phone.label}</a></li>
            <li><Icon name="mail" /><a href={email.href}>{email.label}</a></li>
            <li><Icon name="map" /><span>{site.areaServed}</span></li>
            {hours.map((h) => <li key={h.days}><Icon name="clock" /><span>{h.days} {h.time}</span></li>)}
            {languages && <li><Icon name="message" /><span>{languages}</span></li>}
          </ul>
        </section>
      </div>
      <div className="container footer-bottom">
        <p>{`© ${site.copyrightYear} ${site.name}. ${footer.rightsText}`}</p>
        <LicenseLine license={license} className="footer-license" />
        <p><a href={site.credit.href} rel="noopener">{site.credit.label}</a></p>
      </div>
      {/* The phones' call bar (CSS: below 40rem only, fixed to the foot of the screen, the page padded by its height), in contentinfo. */}
      <div className="call-bar">
        <a className="button button-call" href={call.href}><Icon name="phone" />{call.label}</a>
        <a className="button button-primary" href={quote.href}>{quote.label}</a>
      </div>
    </footer>
  )
}
