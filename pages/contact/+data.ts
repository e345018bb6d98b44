import { getContent } from '../../content/load.ts'
import { actionsOf, coverageOf, hoursLines, mailLink, telLink, trailOf } from '../../renderer/view.ts'
import { pageHead } from '../../renderer/pageHead.ts'
import { businessNode } from '../../renderer/structuredData.ts'
import type { ContactRow } from '../../components/ContactList.tsx'

/** The contact page: details from the business constants, the booking calendar and the areas grid. */
export function data() {
  const content = getContent()
  const { site, layout } = content
  const page = content.pages.contact
  const path = '/contact'
  const { labels } = layout
  const phone = telLink(site)
  const email = mailLink(site)
  const rows: ContactRow[] = [
    { icon: 'phone', label: labels.phone, lines: [{ text: phone.label, href: phone.href }] },
    { icon: 'mail', label: labels.email, lines: [{ text: email.label, href: email.href }] },
    { icon: 'map', label: labels.serviceArea, lines: [{ text: site.areaServed }] },
    { icon: 'clock', label: labels.hours, lines: hoursLines(site, 'long').map((h) => ({ text: `${h.days}: ${h.time}` })) },
  ]
  return {
    head: pageHead(content, { seo: page.seo, path, trail: trailOf(content, path), nodes: [businessNode(content)], scripts: [site.booking.scriptUrl] }),
    page,
    rows,
    licensed: site.claims.licensed,
    booking: site.booking,
    phone,
    email,
    coverage: coverageOf(content),
    actions: actionsOf(content),
  }
}

export type Data = ReturnType<typeof data>
