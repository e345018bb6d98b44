/** A numbered process: the steps in order, numbered from 1. */
export function StepList({ steps }: { steps: readonly { title: string; description: string }[] }) {
  return (
    <ol className={`steps steps-${steps.length}`}>
      {steps.map((step, i) => (
        <li key={step.title} className="step">
          <span className="step-number" aria-hidden="true">
            {i + 1}
          </span>
          <h3 className="step-title">{step.title}</h3>
          <p>{step.description}</p>
        </li>
      ))}
    </ol>
  )
}
