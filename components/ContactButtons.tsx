import { Icon } from './Icon.tsx'
import type { LinkAction } from './Actions.tsx'

/** A large contact button: its icon, label and link (tel:, sms: or mailto:). */
export interface ContactButtonData extends LinkAction {
  readonly icon: 'phone' | 'message' | 'mail'
}

/** Large Call, Text and Email buttons in a row that wraps (stacked on phones). */
export function ContactButtons({ buttons, className = 'contact-buttons' }: { buttons: readonly ContactButtonData[]; className?: string }) {
  return (
    <ul className={className}>
      {buttons.map((b) => (
        <li key={b.href}>
          <a className={b.icon === 'phone' ? 'button button-primary button-large' : 'button button-secondary button-large'} href={b.href}>
            <Icon name={b.icon} />
            <span>{b.label}</span>
          </a>
        </li>
      ))}
    </ul>
  )
}
