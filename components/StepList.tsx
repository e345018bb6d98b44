import { gridClasses } from './grid.ts'

/** A numbered process: the steps in order, numbered from 1, in a balanced grid (all in one row on wide screens). */
export function StepList({ steps }: { steps: readonly { title: string; description: string }[] }) {
  return (
    <ol className={`steps ${gridClasses(steps.length, [1, 2, 3, 5])}`}>
      {steps.map((step, i) => (
        <li key={step.title} className="step">
          <span className="step-number" aria-hidden="true">{i + 1}</span>
          <h3 className="step-title">{step.title}</h3>
          <p>{step.description}</p>
        </li>
      ))}
    </ol>
  )
}
