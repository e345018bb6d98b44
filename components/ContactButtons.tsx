import { Icon } from './Icon.tsx'
import type { LinkAction } from './Actions.tsx'

/** A large contact button: its icon, label and link (tel:, sms: or mailto:). */
export type ContactButtonData = LinkAction & { readonly icon: 'phone' | 'message' | 'mail' }

/** Large Call, Text and Email buttons in a row that wraps (stacked on phones); Call stands out. */
export function ContactButtons({ buttons }: { buttons: readonly ContactButtonData[] }) {
  return (
    <ul className="contact-buttons">
      {buttons.map((b) => (
        <li key={b.href}>
          <a className={`button button-${b.icon === 'phone' ? 'primary' : 'secondary'} button-large`} href={b.href}>
            <Icon name={b.icon} /><span>{b.label}</span>
          </a>
        </li>
      ))}
    </ul>
  )
}
