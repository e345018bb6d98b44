import type { Layout, Site } from '../content/types.generated.ts'
import { Icon } from './Icon.tsx'
import { LogoMark } from './LogoMark.tsx'
import type { Actions, LinkAction } from './Actions.tsx'

/** Props of the site header; every link is in the page's language. */
export interface HeaderProps {
  readonly site: Site
  readonly labels: Layout['labels']
  readonly navigation: readonly (LinkAction & { readonly children?: readonly LinkAction[] })[]
  readonly actions: Actions
  /** Its link gets aria-current="page". */
  readonly currentPath: string
  /** The page's parent in its breadcrumb trail (/services for a service page): its top-level link gets aria-current="true". */
  readonly currentSection?: string
  readonly home: string
  /** The same page in each other language: labelled in that language, with its code (lang and hreflang). */
  readonly languages: readonly (LinkAction & { readonly language: string })[]
}

/**
 * The sticky site header. On small screens the navigation is a popover opened by the Menu button (HTML popover API: no
 * JavaScript, Enter/Space and Escape work); the Services dropdown opens on hover and keyboard focus (CSS :focus-within).
 */
export function Header({ site, labels, navigation, actions: { quote, call }, currentPath, currentSection, home, languages }: HeaderProps) {
  const current = (href: string) => (href === currentPath ? ('page' as const) : undefined)
  const inSection = (href: string) => current(href) ?? (href === currentSection ? ('true' as const) : undefined)
  return (
    <>
      <a className="skip-link" href="#main">{labels.skipToContent}</a>
      <header className="site-header">
        <div className="container header-inner">
          <a className="logo" href={home}>
            <LogoMark />
            <span className="logo-text">
              <span className="logo-name">{site.name}</span>
              {site.tagline && <span className="logo-tagline">{site.tagline}</span>}
            </span>
          </a>
          <nav id="site-menu" className="site-nav" popover="auto" aria-label={labels.menu}>
            <ul className="nav-list">
              {navigation.map((item) => (
                <li key={item.href} className={item.children ? 'nav-item has-dropdown' : 'nav-item'}>
                  <a className="nav-link" href={item.href} aria-current={inSection(item.href)}>{item.label}</a>
                  {item.children && (
                    <ul className="dropdown">
                      {item.children.map((c) => (
                        <li key={c.href}><a className="dropdown-link" href={c.href} aria-current={current(c.href)}>{c.label}</a></li>
                      ))}
                    </ul>
                  )}
                </li>
              ))}
            </ul>
            <a className="button button-primary nav-quote" href={quote.href}>{quote.label}</a>
          </nav>
          <a className="button button-call header-call" href={call.href}><Icon name="phone" /><span>{call.label}</span></a>
          {languages.map((other) => (
            <a key={other.language} className="language-link" href={other.href} hrefLang={other.language} lang={other.language}>
              <span className="language-name">{other.label}</span>
              <span className="language-code" aria-hidden="true">{other.language.toUpperCase()}</span>
            </a>
          ))}
          <button className="menu-button" type="button" popoverTarget="site-menu">
            <svg className="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="M4 7h16M4 12h16M4 17h16" /></svg>
            <span>{labels.menu}</span>
          </button>
        </div>
      </header>
    </>
  )
}
