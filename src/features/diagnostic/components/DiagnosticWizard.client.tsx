'use client'

import { useActionState, useCallback, useState, useSyncExternalStore } from 'react'

import { CalculatingPanel } from '@/features/diagnostic/components/CalculatingPanel.client'
import {
  DiagnosticResults,
  type DiagnosticLinks,
} from '@/features/diagnostic/components/DiagnosticResults'
import { DiagnosticSteps } from '@/features/diagnostic/components/DiagnosticSteps'
import { ResultsEmailForm } from '@/features/diagnostic/components/ResultsEmailForm'
import { useFocusOnChange } from '@/features/diagnostic/components/use-focus-on-change'
import {
  answersFrom,
  answersFromForm,
  type Answers,
  emptyAnswers,
  firstMissingStep,
  wizardSteps,
} from '@/features/diagnostic/answers'
import type { DiagnosticState } from '@/features/diagnostic/state'
import { useLocale, useTranslations } from '@/i18n/client-messages'
import { useFormPermalink } from '@/components/forms/use-form-permalink'

type Props = {
  action: (state: DiagnosticState, formData: FormData) => Promise<DiagnosticState>
  renderedAt: number
  honeypotLabel: string
  /** Addresses resolved on the server. */
  links: DiagnosticLinks
}

const noSubscribe = () => () => {}
/** A submission in progress: the state it started from, and whether the animation has ended. */
type Run = { from: DiagnosticState; animationDone: boolean }

/**
 * The diagnostic wizard. Server-rendered (and without JavaScript) it is one plain form with the
 * three questions; once hydrated it shows one question at a time, the calculating moment and
 * the results, from the same server action that stores every completed diagnostic.
 */
export function DiagnosticWizard({ action, renderedAt, honeypotLabel, links }: Props) {
  const locale = useLocale()
  const t = useTranslations('diagnostic')
  const [state, formAction, pending] = useActionState(
    action,
    { status: 'idle' },
    useFormPermalink(),
  )
  const enhanced = useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  )
  const [answers, setAnswers] = useState<Answers>(() =>
    state.status === 'error' ? answersFrom(state.values) : emptyAnswers,
  )
  const [step, setStep] = useState(0)
  // Choices made before the script ran are in the inputs only: the step-by-step drawing that
  // follows hydration would clear them unless they are taken into the state first. The form's
  // ref is called once, as the hydrated form is attached.
  const keepEarlyChoices = useCallback((form: HTMLFormElement | null) => {
    if (!form) return
    const kept = answersFromForm(new FormData(form))
    if (kept.revenue || kept.tasks.length > 0 || kept.challenge) setAnswers(kept)
  }, [])
  const [stepError, setStepError] = useState<string>()
  const [run, setRun] = useState<Run | null>(null)

  const phase = !enhanced
    ? state.status === 'done'
      ? 'results'
      : 'steps'
    : !run
      ? 'steps'
      : state === run.from || !run.animationDone
        ? 'calculating'
        : state.status === 'done'
          ? 'results'
          : 'steps'
  const focusTarget = useFocusOnChange(phase === 'steps' ? `step-${step}` : phase, enhanced)
  const onAnimationDone = useCallback(
    () => setRun((current) => current && { ...current, animationDone: true }),
    [],
  )

  const move = (to: number) => {
    const missing = to > step ? firstMissingStep(answers, step) : undefined
    if (missing !== undefined) return setStepError(t(`validation.${missing}`))
    setStepError(undefined)
    setStep(to)
  }
  const restart = () => {
    setAnswers(emptyAnswers)
    setStepError(undefined)
    setStep(0)
    setRun(null)
  }

  if (phase === 'calculating') {
    return <CalculatingPanel onDone={onAnimationDone} headingRef={focusTarget} />
  }
  if (phase === 'results' && state.status === 'done') {
    return (
      <DiagnosticResults
        locale={locale}
        result={state.diagnostic.result}
        onRestart={enhanced ? restart : undefined}
        links={links}
        headingRef={focusTarget}
      >
        <ResultsEmailForm
          action={formAction}
          pending={pending}
          state={state.email}
          diagnostic={state.diagnostic}
          renderedAt={renderedAt}
          honeypotLabel={honeypotLabel}
        />
      </DiagnosticResults>
    )
  }
  return (
    <DiagnosticSteps
      action={formAction}
      state={state}
      wizard={enhanced ? { step, stepError, headingRef: focusTarget, move } : undefined}
      answers={answers}
      onAnswers={setAnswers}
      onSubmit={(event) => {
        const missing = firstMissingStep(answers)
        if (missing === undefined) return setRun({ from: state, animationDone: false })
        event.preventDefault()
        setStep(wizardSteps.indexOf(missing))
        setStepError(t(`validation.${missing}`))
      }}
      renderedAt={renderedAt}
      honeypotLabel={honeypotLabel}
      formRef={keepEarlyChoices}
    />
  )
}
