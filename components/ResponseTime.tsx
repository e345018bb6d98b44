import { Icon } from './Icon.tsx'

/** A response time: what it measures, then the minutes, which never break across lines. */
export interface ResponseTime {
  /** E.g. "Typical response in La Mesa". */
  readonly label: string
  /** E.g. "30–45 minutes". */
  readonly time: string
}

/** A response time with a clock icon, as a paragraph with the given class. */
export function ResponseTimeLine({ response, className }: { response: ResponseTime; className: string }) {
  return (
    <p className={className}>
      <Icon name="clock" />
      <span>
        {response.label}: <span className="nowrap">{response.time}</span>
      </span>
    </p>
  )
}
