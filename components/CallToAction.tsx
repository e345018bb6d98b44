import { ActionButtons, type Actions } from './Actions.tsx'

/** The closing card: a heading, a sentence, the quote button and the call button. */
export function CallToAction({ heading, text, actions }: { heading: string; text: string; actions: Actions }) {
  return (
    <section className="section section-plain" aria-labelledby="cta-heading">
      <div className="container">
        <div className="cta-card">
          <h2 id="cta-heading">{heading}</h2>
          <p>{text}</p>
          <ActionButtons actions={actions} />
        </div>
      </div>
    </section>
  )
}
