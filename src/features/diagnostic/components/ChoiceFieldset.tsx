import type { Ref } from 'react'

export type Choice = { value: string; title: string; description?: string; meta?: string }

type Props = {
  id: string
  name: string
  multiple?: boolean
  title: string
  hint: string
  choices: Choice[]
  selected: string[]
  onToggle: (value: string) => void
  error?: string
  hidden?: boolean
  headingRef?: Ref<HTMLHeadingElement>
}

/**
 * One question of the diagnostic: a fieldset whose legend is the step's heading (the wizard moves
 * focus there), with radio or checkbox cards and the error right under the question.
 */
export function ChoiceFieldset({ headingRef, ...props }: Props) {
  const { id, name, multiple, title, hint, choices, selected, onToggle, error, hidden } = props
  const describedBy = [`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ')
  return (
    <fieldset hidden={hidden} aria-describedby={describedBy} className="min-w-0">
      <legend className="w-full">
        <h2
          id={`${id}-title`}
          ref={headingRef}
          tabIndex={-1}
          className="text-2xl font-bold outline-none"
        >
          {title}
        </h2>
      </legend>
      <p id={`${id}-hint`} className="mt-1 muted">
        {hint}
      </p>
      {error ? (
        <p
          id={`${id}-error`}
          role="alert"
          className="mt-3 font-semibold text-[var(--error,#b00020)] dark:text-[#ff8a9b]"
        >
          {error}
        </p>
      ) : null}
      <div className="mt-5 grid gap-3 sm:grid-cols-2">
        {choices.map((choice) => {
          const inputId = `${id}-${choice.value}`
          return (
            <label
              key={choice.value}
              htmlFor={inputId}
              className="flex cursor-pointer gap-3 rounded-xl border-2 border-(--border) p-4 has-[:checked]:border-(--accent) has-[:focus-visible]:outline has-[:focus-visible]:outline-2"
            >
              <input
                id={inputId}
                type={multiple ? 'checkbox' : 'radio'}
                name={name}
                value={choice.value}
                checked={selected.includes(choice.value)}
                onChange={() => onToggle(choice.value)}
                aria-invalid={error ? true : undefined}
                className="mt-1 size-5 shrink-0 accent-(--accent)"
              />
              <span>
                <span className="block font-semibold">{choice.title}</span>
                {choice.description ? (
                  <span className="mt-1 block text-sm muted">{choice.description}</span>
                ) : null}
                {choice.meta ? (
                  <span className="mt-2 block text-sm font-semibold">{choice.meta}</span>
                ) : null}
              </span>
            </label>
          )
        })}
      </div>
    </fieldset>
  )
}
