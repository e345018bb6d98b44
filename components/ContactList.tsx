import { Icon, type IconName } from './Icon.tsx'

/** One row of contact details: an icon, a label and its lines, each a link where it has an `href`. */
export interface ContactRow {
  readonly icon: IconName
  readonly label: string
  readonly lines: readonly { readonly label: string; readonly href?: string }[]
}

/** The contact details card: phone, email, service area, hours. */
export function ContactList({ rows }: { rows: readonly ContactRow[] }) {
  return (
    <dl className="contact-list">
      {rows.map((row) => (
        <div key={row.label} className="contact-row">
          <dt><Icon name={row.icon} />{row.label}</dt>
          {row.lines.map((line) => <dd key={line.label}>{line.href ? <a href={line.href}>{line.label}</a> : line.label}</dd>)}
        </div>
      ))}
    </dl>
  )
}
