import type { PageContextServer } from 'vike/types'
import { contentOf } from '../../renderer/language.ts'
import { singletonData } from '../../renderer/pageData.ts'
import { BOOKING_ANCHOR, bookingButtons, coverageOf, fillIn, hoursLines, licenseOf, mailLink, telLink } from '../../renderer/view.ts'
import { businessNode } from '../../renderer/structuredData.ts'
import { inlineScripts } from '../../renderer/inlineScripts.ts'
import type { ContactRow } from '../../components/ContactList.tsx'

/** The contact page: details from the business constants, the booking calendar and the areas grid. */
export function data(pageContext: Pick<PageContextServer, 'language'>) {
  const content = contentOf(pageContext)
  const { site, layout: { labels } } = content
  const page = content.pages.contact
  const rows: ContactRow[] = [
    { icon: 'phone', label: labels.phone, lines: [telLink(site)] },
    { icon: 'mail', label: labels.email, lines: [mailLink(site)] },
    { icon: 'map', label: labels.serviceArea, lines: [{ label: site.areaServed }] },
    { icon: 'clock', label: labels.hours, lines: hoursLines(content, 'long').map((h) => ({ label: `${h.days}: ${h.time}` })) },
  ]
  return {
    ...singletonData(content, 'contact', {
      nodes: [businessNode(content)],
      scripts: [site.booking.scriptUrl],
      inlineScripts: [inlineScripts.bookingCheck],
    }),
    rows,
    license: licenseOf(content),
    booking: site.booking,
    waiting: fillIn(page.booking.waiting, { phone: site.telephone.display, email: site.email }),
    bookingId: BOOKING_ANCHOR,
    buttons: bookingButtons(content, page.booking),
    coverage: coverageOf(content),
  }
}

export type Data = ReturnType<typeof data>
