import type { Data } from './+data.ts'
import { ERROR_TITLE } from '../../renderer/errorTitle.ts'

/**
 * The not-found page (404, heading, link home), or the error screen when rendering failed.
 */
export default function Page({ data }: { data: Data }) {
  const { page, error } = data
  if (error)
    return (
      <section className="error-page container">
        <h1>{ERROR_TITLE}</h1>
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
