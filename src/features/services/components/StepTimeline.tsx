type Step = { title: string; text: string; duration?: string }

type Props = {
  steps: Step[]
  /** The step's number as read aloud ("Step 2"), the drawn digit being decorative. */
  stepLabel: (number: number) => string
  className?: string
}

/**
 * Steps in order on one rule: down the left edge on a phone, across the page on a wide screen.
 * Lighter than a grid of cards, and four steps always fill the row.
 */
export function StepTimeline({ steps, stepLabel, className = '' }: Props) {
  return (
    <ol
      className={`grid gap-6 border-l-2 border-(--border) pl-6 lg:grid-cols-4 lg:border-t-2 lg:border-l-0 lg:pt-6 lg:pl-0 ${className}`}
    >
      {steps.map((step, index) => (
        <li key={step.title} className="relative">
          <span
            className="absolute top-0 -left-[2.35rem] grid size-6 place-items-center rounded-full bg-(--foreground) text-xs font-bold text-(--background) lg:-top-[2.35rem] lg:left-0"
            aria-hidden="true"
          >
            {index + 1}
          </span>
          <span className="sr-only">{stepLabel(index + 1)}</span>
          {step.duration ? (
            <p className="text-sm font-semibold text-(--accent)">{step.duration}</p>
          ) : null}
          <h3 className="font-bold">{step.title}</h3>
          <p className="mt-1 text-sm muted">{step.text}</p>
        </li>
      ))}
    </ol>
  )
}
