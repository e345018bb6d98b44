import type { ReactNode } from 'react'
import type { LinkAction } from './Actions.tsx'
import { LogoMark } from './Logo.tsx'
import { Icon } from './Icon.tsx'
import { LicenseLine, type License } from './License.tsx'

/** One line of the hours list: the days and what applies then. */
export interface HoursLine {
  readonly days: string
  readonly time: string
}

/** Props of the site footer; every string comes from data/. */
export interface FooterProps {
  /** What else the footer holds: the phones' call bar, which the stylesheet fixes to the foot of the screen (inside the footer, it is in the page's contentinfo landmark). */
  readonly children?: ReactNode
  readonly name: string
  readonly about: string
  readonly stars: number
  readonly ratingLabel: string
  readonly servicesHeading: string
  readonly services: readonly LinkAction[]
  readonly areasHeading: string
  readonly areas: readonly LinkAction[]
  readonly contactHeading: string
  readonly phone: LinkAction
  readonly email: LinkAction
  readonly areaServed: string
  readonly hours: readonly HoursLine[]
  /** The line saying which languages customers are served in ("Hablamos español"), once the owner has confirmed it. */
  readonly languages?: string
  readonly copyright: string
  readonly license: License
  readonly credit: LinkAction
}

function LinkList({ links }: { links: readonly LinkAction[] }) {
  return (
    <ul className="footer-links">
      {links.map((l) => (
        <li key={l.href}>
          <a href={l.href}>{l.label}</a>
        </li>
      ))}
    </ul>
  )
}

/** The four-column site footer with the copyright line. */
export function Footer(p: FooterProps) {
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <section className="footer-col" aria-label={p.name}>
          <p className="footer-brand">
            <LogoMark />
            <span>{p.name}</span>
          </p>
          <p>{p.about}</p>
          <p className="rating">
            <span className="stars" aria-hidden="true">
              {Array.from({ length: p.stars }, (_, i) => (
                <Icon key={i} name="star" />
              ))}
            </span>
            <span>{p.ratingLabel}</span>
          </p>
        </section>
        <section className="footer-col">
          <h2 className="footer-heading">{p.servicesHeading}</h2>
          <LinkList links={p.services} />
        </section>
        <section className="footer-col">
          <h2 className="footer-heading">{p.areasHeading}</h2>
          <LinkList links={p.areas} />
        </section>
        <section className="footer-col">
          <h2 className="footer-heading">{p.contactHeading}</h2>
          <ul className="footer-contact">
            <li>
              <Icon name="phone" />
              <a href={p.phone.href}>{p.phone.label}</a>
            </li>
            <li>
              <Icon name="mail" />
              <a href={p.email.href}>{p.email.label}</a>
            </li>
            <li>
              <Icon name="map" />
              <span>{p.areaServed}</span>
            </li>
            {p.hours.map((h) => (
              <li key={h.days}>
                <Icon name="clock" />
                <span>
                  {h.days} {h.time}
                </span>
              </li>
            ))}
            {p.languages && (
              <li>
                <Icon name="message" />
                <span>{p.languages}</span>
              </li>
            )}
          </ul>
        </section>
      </div>
      <div className="container footer-bottom">
        <p>{p.copyright}</p>
        <LicenseLine license={p.license} className="footer-license" />
        <p>
          <a href={p.credit.href} rel="noopener">
            {p.credit.label}
          </a>
        </p>
      </div>
      {p.children}
    </footer>
  )
}
