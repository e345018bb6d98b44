import type { Data } from './+data.ts'
import { ERROR_TITLE } from '../../renderer/errorTitle.ts'
import { Picture } from '../../components/Picture.tsx'

/** The not-found page (picture, 404, heading, links to the home page in every language), or the error screen when rendering failed. */
export default function Page({ data }: { data: Data }) {
  const { page, error, home, otherHomes, picture } = data
  if (error)
    return (
      <section className="error-page container">
        <h1>{ERROR_TITLE}</h1>
        <pre className="error-message">{error.message}</pre>
      </section>
    )
  return (
    <section className="error-page container">
      {picture && <Picture picture={picture} priority="high" className="error-picture" />}
      <p className="error-code">{page.code}</p>
      <h1>{page.heading}</h1>
      <p>{page.text}</p>
      <div className="error-links">
        <a className="button button-primary" href={home.href}>{home.label}</a>
        {otherHomes.map(({ language, href, label }) => (
          <a key={language} className="button button-secondary" href={href} hrefLang={language} lang={language}>{label}</a>
        ))}
      </div>
    </section>
  )
}
