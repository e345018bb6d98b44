import { Icon } from './Icon.tsx'

/** A link shown as a button: its label and where it goes. */
export type LinkAction = { readonly label: string; readonly href: string }

/** The two calls to action of the site: ask for a quote, and phone the business. */
export type Actions = { readonly quote: LinkAction; readonly call: LinkAction }

/** The call button and the quote button: stacked on phones with Call first; side by side from 40rem, the quote first (CSS order). */
export function ActionButtons({ actions: { call, quote } }: { actions: Actions }) {
  return (
    <div className="actions">
      <a className="button button-ghost" href={call.href}><Icon name="phone" />{call.label}</a>
      <a className="button button-primary" href={quote.href}>{quote.label}</a>
    </div>
  )
}
