import { Icon } from './Icon.tsx'
import type { LinkAction } from './Actions.tsx'

/**
 * The bar at the foot of the screen on phones (CSS shows it below 40rem only): Call, then the
 * free-estimate link. The stylesheet keeps it clear of the safe-area insets and pads the page by its height.
 */
export function CallBar({ call, quote }: { call: LinkAction; quote: LinkAction }) {
  return (
    <div className="call-bar">
      <a className="button button-call" href={call.href}><Icon name="phone" />{call.label}</a>
      <a className="button button-primary" href={quote.href}>{quote.label}</a>
    </div>
  )
}
