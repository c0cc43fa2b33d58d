type Props = { current: number; titles: string[]; progressLabel: string }

/** Where the visitor is in the wizard: "Step 2 of 3" and the three step names. */
export function StepIndicator({ current, titles, progressLabel }: Props) {
  return (
    <div className="mb-8">
      <p className="font-semibold text-(--accent)">{progressLabel}</p>
      <ol className="mt-3 grid grid-cols-3 gap-2">
        {titles.map((title, index) => (
          <li
            key={title}
            aria-current={index === current ? 'step' : undefined}
            className="text-sm muted aria-[current=step]:font-semibold aria-[current=step]:text-(--foreground)"
          >
            <span
              aria-hidden="true"
              className={`mb-2 block h-1.5 rounded-full ${index <= current ? 'bg-(--accent)' : 'bg-(--muted)'}`}
            />
            {title}
          </li>
        ))}
      </ol>
    </div>
  )
}
