import type { ReactNode } from 'react'
import type { Content } from '../content/content.ts'
import { Header } from '../components/Header.tsx'
import { Footer } from '../components/Footer.tsx'
import { Breadcrumbs, type Crumb } from '../components/Breadcrumbs.tsx'
import { coverageOf, hoursLines, serviceLinks, telLink } from '../content/view.ts'
import './styles.css'

/** The shared frame of every page: header, breadcrumbs (below home), <main> and footer. */
export function Layout({ content, path, trail, children }: { content: Content; path: string; trail: readonly Crumb[]; children: ReactNode }) {
  const { site, layout } = content
  const { labels, footer } = layout
  return (
    <>
      <Header
        name={site.name}
        tagline={site.tagline}
        navigation={layout.navigation}
        menuLabel={labels.menu}
        skipLabel={labels.skipToContent}
        quote={{ label: labels.freeQuote, href: '/contact' }}
        call={telLink(site, labels.callNow)}
        currentPath={path}
      />
      {trail.length > 1 && <Breadcrumbs trail={trail} label={labels.breadcrumbs} />}
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer
        name={site.name}
        about={footer.about}
        stars={site.rating.stars}
        ratingLabel={site.rating.label}
        servicesHeading={footer.servicesHeading}
        services={serviceLinks(content)}
        areasHeading={footer.areasHeading}
        areas={coverageOf(content).map((r) => ({ label: r.name, href: r.href }))}
        contactHeading={footer.contactHeading}
        phone={telLink(site)}
        email={{ label: site.email, href: `mailto:${site.email}` }}
        areaServed={site.areaServed}
        hours={hoursLines(site)}
        copyright={`© ${site.copyrightYear} ${site.name}. ${footer.rightsText}`}
        licensed={site.claims.licensed}
        credit={{ label: site.credit.label, href: site.credit.href }}
      />
    </>
  )
}
