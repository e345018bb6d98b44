import type { PageContextServer } from 'vike/types'
import { contentOf } from '../../renderer/language.ts'
import { actionsOf, BOOKING_ANCHOR, bookingButtons, coverageOf, fillIn, hoursLines, licenseOf, mailLink, telLink, trailOf } from '../../renderer/view.ts'
import { heroPictureOf } from '../../renderer/pictures.ts'
import { pageHead } from '../../renderer/pageHead.ts'
import { singletonRoute } from '../../content/kinds.ts'
import { businessNode } from '../../renderer/structuredData.ts'
import { inlineScripts } from '../../renderer/inlineScripts.ts'
import type { ContactRow } from '../../components/ContactList.tsx'

/** The contact page: details from the business constants, the booking calendar and the areas grid. */
export function data(pageContext: Pick<PageContextServer, 'language'>) {
  const content = contentOf(pageContext)
  const { site, layout } = content
  const page = content.pages.contact
  const path = singletonRoute('contact')
  const { labels } = layout
  const phone = telLink(site)
  const email = mailLink(site)
  const rows: ContactRow[] = [
    { icon: 'phone', label: labels.phone, lines: [{ text: phone.label, href: phone.href }] },
    { icon: 'mail', label: labels.email, lines: [{ text: email.label, href: email.href }] },
    { icon: 'map', label: labels.serviceArea, lines: [{ text: site.areaServed }] },
    { icon: 'clock', label: labels.hours, lines: hoursLines(content, 'long').map((h) => ({ text: `${h.days}: ${h.time}` })) },
  ]
  return {
    head: pageHead(content, { seo: page.seo, path, trail: trailOf(content, path), nodes: [businessNode(content)], scripts: [site.booking.scriptUrl], inlineScripts: [inlineScripts.bookingCheck] }),
    page,
    rows,
    license: licenseOf(content),
    booking: site.booking,
    waiting: fillIn(page.booking.waiting, { phone: site.telephone.display, email: site.email }),
    bookingId: BOOKING_ANCHOR,
    buttons: bookingButtons(content, page.booking),
    coverage: coverageOf(content),
    heroImage: heroPictureOf(content, page.hero),
    actions: actionsOf(content),
  }
}

export type Data = ReturnType<typeof data>
