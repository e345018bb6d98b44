import { Icon } from './Icon.tsx'

/** A response time: what it measures ("Typical response in La Mesa"), then the minutes ("30–45 minutes"). */
export type ResponseTime = { readonly label: string; readonly time: string }

/** A response time with a clock icon, as a paragraph with the given class; the minutes never break across lines. */
export function ResponseTimeLine({ response, className }: { response: ResponseTime; className: string }) {
  return <p className={className}><Icon name="clock" /><span>{response.label}: <span className="nowrap">{response.time}</span></span></p>
}
