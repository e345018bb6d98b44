import { Icon } from './Icon.tsx'
import { Logo } from './Logo.tsx'
import type { LinkAction } from './Actions.tsx'

/**
 * Props of the site header. `currentPath` marks the link to the current page with
 * aria-current="page"; `currentSection` (the page's parent in its breadcrumb trail, such as
 * /services for a service page) marks that top-level link with aria-current="true".
 */
export interface HeaderProps {
  readonly name: string
  readonly tagline?: string
  /** The menu's links, in the page's language. */
  readonly navigation: readonly { readonly label: string; readonly href: string; readonly children?: readonly { readonly label: string; readonly href: string }[] }[]
  readonly menuLabel: string
  readonly skipLabel: string
  readonly quote: LinkAction
  readonly call: LinkAction
  readonly currentPath: string
  readonly currentSection?: string
  /** The home page's link, in the page's language. */
  readonly home: string
  /** The links to the same page in each other language: each labelled in its language, with that language's code (lang and hreflang). */
  readonly languages: readonly (LinkAction & { readonly language: string })[]
}

/**
 * The sticky site header. On small screens the navigation is a popover opened by the Menu
 * button: it opens and closes by mouse, Enter/Space and Escape with no JavaScript (HTML
 * popover API). The Services dropdown opens on hover and keyboard focus (CSS :focus-within).
 */
export function Header({ name, tagline, navigation, menuLabel, skipLabel, quote, call, currentPath, currentSection, home, languages }: HeaderProps) {
  const current = (href: string) => (href === currentPath ? ('page' as const) : undefined)
  const inSection = (href: string) => current(href) ?? (href === currentSection ? ('true' as const) : undefined)
  return (
    <>
      <a className="skip-link" href="#main">
        {skipLabel}
      </a>
      <header className="site-header">
        <div className="container header-inner">
          <Logo name={name} tagline={tagline} href={home} />
          <nav id="site-menu" className="site-nav" popover="auto" aria-label={menuLabel}>
            <ul className="nav-list">
              {navigation.map((item) => (
                <li key={item.href} className={item.children ? 'nav-item has-dropdown' : 'nav-item'}>
                  <a className="nav-link" href={item.href} aria-current={inSection(item.href)}>
                    {item.label}
                  </a>
                  {item.children && (
                    <ul className="dropdown">
                      {item.children.map((child) => (
                        <li key={child.href}>
                          <a className="dropdown-link" href={child.href} aria-current={current(child.href)}>
                            {child.label}
                          </a>
                        </li>
                      ))}
                    </ul>
                  )}
                </li>
              ))}
            </ul>
            <a className="button button-primary nav-quote" href={quote.href}>
              {quote.label}
            </a>
          </nav>
          <a className="button button-call header-call" href={call.href}>
            <Icon name="phone" />
            <span>{call.label}</span>
          </a>
          {languages.map((other) => (
            <a key={other.language} className="language-link" href={other.href} hrefLang={other.language} lang={other.language}>
              <span className="language-name">{other.label}</span>
              <span className="language-code" aria-hidden="true">
                {other.language.toUpperCase()}
              </span>
            </a>
          ))}
          <button className="menu-button" type="button" popoverTarget="site-menu">
            <svg className="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M4 7h16M4 12h16M4 17h16" />
            </svg>
            <span>{menuLabel}</span>
          </button>
        </div>
      </header>
    </>
  )
}
