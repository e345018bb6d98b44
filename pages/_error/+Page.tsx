import type { Data } from './+data.ts'

/**
 * The not-found page (404, heading, link home), or the error screen when rendering failed.
 * The error screen's title is the one piece of fixed text in code: it must show even when
 * the content itself could not be loaded.
 */
export default function Page({ data }: { data: Data }) {
  const { page, error } = data
  if (error)
    return (
      <section className="error-page container">
        <h1>Unexpected Application Error!</h1>
        <pre className="error-message">{error.message}</pre>
      </section>
    )
  return (
    <section className="error-page container">
      <p className="error-code">{page.code}</p>
      <h1>{page.heading}</h1>
      <p>{page.text}</p>
      <a className="button button-primary" href="/">
        {page.linkLabel}
      </a>
    </section>
  )
}
