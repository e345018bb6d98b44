import { Icon } from './Icon.tsx'

/** A link shown as a button: its label and where it goes. */
export interface LinkAction {
  readonly label: string
  readonly href: string
}

/** The two calls to action of the site: ask for a quote, and phone the business. */
export interface Actions {
  readonly quote: LinkAction
  readonly call: LinkAction
}

/** A link styled as a button; `variant` picks the look. */
export function ButtonLink({ action, variant = 'primary', icon }: { action: LinkAction; variant?: 'primary' | 'secondary' | 'ghost'; icon?: 'phone' }) {
  return (
    <a className={`button button-${variant}`} href={action.href}>
      {icon && <Icon name={icon} />}
      {action.label}
    </a>
  )
}

/** The call button and the quote button: stacked on phones with Call first; side by side from 40rem, the quote first (CSS order). */
export function ActionButtons({ actions, inverse = false }: { actions: Actions; inverse?: boolean }) {
  return (
    <div className="actions">
      <ButtonLink action={actions.call} variant={inverse ? 'ghost' : 'secondary'} icon="phone" />
      <ButtonLink action={actions.quote} variant="primary" />
    </div>
  )
}
