import { Icon } from './Icon.tsx'

/** A link shown as a button: its label and where it goes. */
export type LinkAction = { readonly label: string; readonly href: string }

/** The two calls to action of the site: ask for a quote, and phone the business. */
export type Actions = { readonly quote: LinkAction; readonly call: LinkAction }

/** The call and quote buttons: stacked on phones with Call first, side by side from 40rem with the quote first (CSS); `bar`, the phones' call bar. */
export function ActionButtons({ actions: { call, quote }, bar = false }: { actions: Actions; bar?: boolean }) {
  return (
    <div className={bar ? 'call-bar' : 'actions'}>
      <a className={bar ? 'button button-call' : 'button button-ghost'} href={call.href}><Icon name="phone" />{call.label}</a>
      <a className="button button-primary" href={quote.href}>{quote.label}</a>
    </div>
  )
}
