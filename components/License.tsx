import { Icon } from './Icon.tsx'

/** The licensed claim and the license number beside it, linking to where it can be checked. */
export interface License {
  /** E.g. "Licensed, bonded, and insured". */
  readonly claim: string
  /** E.g. "CSLB License #1012345". */
  readonly label: string
  /** The license authority's site, e.g. "https://www.cslb.ca.gov". */
  readonly href: string
}

/** "Licensed, bonded, and insured · CSLB License #1012345", the number a link to the authority. */
export function LicenseLine({ license, icon = false, className = 'license-line' }: { license: License; icon?: boolean; className?: string }) {
  return (
    <p className={className}>
      {icon && <Icon name="shield" />}
      <span>
        {license.claim} · <a href={license.href}>{license.label}</a>
      </span>
    </p>
  )
}
