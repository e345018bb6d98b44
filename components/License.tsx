import { Icon } from './Icon.tsx'

/** The licensed claim ("Licensed, bonded, and insured") and the license number ("CSLB License #1012345") linking to the authority's site. */
export type License = { readonly claim: string; readonly label: string; readonly href: string }

/** "Licensed, bonded, and insured · CSLB License #1012345", the number a link to the authority. */
export function LicenseLine({ license, icon = false, className = 'license-line' }: { license: License; icon?: boolean; className?: string }) {
  return <p className={className}>{icon && <Icon name="shield" />}<span>{license.claim} · <a href={license.href}>{license.label}</a></span></p>
}
