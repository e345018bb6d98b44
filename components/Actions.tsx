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

/** The quote button and the call button side by side. */
export function ActionButtons({ actions, inverse = false }: { actions: Actions; inverse?: boolean }) {
  return (
    <div className="actions">
      <ButtonLink action={actions.quote} variant="primary" />
      <ButtonLink action={actions.call} variant={inverse ? 'ghost' : 'secondary'} icon="phone" />
    </div>
  )
}
