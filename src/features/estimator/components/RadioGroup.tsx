type Props = {
  name: string
  legend: string
  options: { value: string; label: string }[]
  /** Uncontrolled, so a choice made before the page became interactive is not lost. */
  defaultValue: string
}

/** One of the calculator's choices (budget, timeframe) as a group of radio buttons. */
export function RadioGroup({ name, legend, options, defaultValue }: Props) {
  return (
    <fieldset className="min-w-0">
      <legend className="font-semibold">{legend}</legend>
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {options.map((option) => (
          <label
            key={option.value}
            htmlFor={`estimate-${name}-${option.value}`}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border-2 border-(--border) px-3 py-2 has-[:checked]:border-(--accent)"
          >
            <input
              id={`estimate-${name}-${option.value}`}
              type="radio"
              name={name}
              value={option.value}
              defaultChecked={defaultValue === option.value}
              className="size-5 shrink-0 accent-(--accent)"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  )
}
