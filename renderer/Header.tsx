import type { Content } from '../content/content.ts'
import { otherLanguages } from './urls.ts'
import type { Language } from '../content/languages.ts'
import type { Actions } from '../components/Actions.tsx'
import { Icon } from '../components/Icon.tsx'
import { LogoMark } from '../components/LogoMark.tsx'
import { contentOf } from './language.ts'
import { pathOf } from './view.ts'

/** What the header's link to `language` holds until renderDocument puts the page's own there (this page there, or its home). */
export function languageHrefSlot(language: Language): string {
  return `/__language-${language}__`
}

/** The sticky site header: aria-current "page" on the link to `current`, "true" on the top-level link to `section`. On small screens the
 *  navigation is a popover of the Menu button (HTML popover API: no JavaScript); dropdowns open on hover and focus (CSS :focus-within). */
export function Header({ content, current, section, actions }: { content: Content; current: string; section?: string; actions: Actions }) {
  const { site, layout: { labels, navigation } } = content
  const { quote, call } = actions
  const link = (href: string) => pathOf(content, href)
  const page = (href: string) => (href === current ? ('page' as const) : undefined)
  const top = (href: string) => page(href) ?? (href === section ? ('true' as const) : undefined)
  return (
    <>
      <a className="skip-link" href="#main">{labels.skipToContent}</a>
      <header className="site-header">
        <div className="container header-inner">
          <a className="logo" href={link('/')}>
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
                  <a className="nav-link" href={link(item.href)} aria-current={top(item.href)}>{item.label}</a>
                  {item.children && (
                    <ul className="dropdown">
                      {item.children.map((c) => (
                        <li key={c.href}><a className="dropdown-link" href={link(c.href)} aria-current={page(c.href)}>{c.label}</a></li>
                      ))}
                    </ul>
                  )}
                </li>
              ))}
            </ul>
            <a className="button button-primary nav-quote" href={quote.href}>{quote.label}</a>
          </nav>
          <a className="button button-call header-call" href={call.href}><Icon name="phone" /><span>{call.label}</span></a>
          {otherLanguages(content.language).map((l) => (
            <a key={l} className="language-link" href={languageHrefSlot(l)} hrefLang={l} lang={l}>
              <span className="language-name">{contentOf({ language: l }).layout.labels.languageName}</span>
              <span className="language-code" aria-hidden="true">{l.toUpperCase()}</span>
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
