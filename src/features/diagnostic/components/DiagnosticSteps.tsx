import type { FormEvent, RefObject } from 'react'

import { buttonStyles } from '@/components/ui/button-styles'
import { type Answers, chooseAnswer, wizardSteps } from '@/features/diagnostic/answers'
import { ChoiceFieldset, type Choice } from '@/features/diagnostic/components/ChoiceFieldset'
import { StepIndicator } from '@/features/diagnostic/components/StepIndicator'
import { diagnosticTasks } from '@/features/diagnostic/compute'
import { challengeOptions, revenueOptions, taskOptions } from '@/features/diagnostic/options'
import type { DiagnosticState } from '@/features/diagnostic/state'
import { keptRenderTime } from '@/platform/spam/render-time'
import { SpamGuard } from '@/platform/spam/SpamGuard.client'
import { useTranslations } from '@/i18n/client-messages'

type Props = {
  action: (formData: FormData) => void
  state: DiagnosticState
  /** Set once JavaScript runs: one step at a time. Without it, the three questions at once. */
  wizard?: {
    step: number
    stepError?: string
    headingRef: RefObject<HTMLHeadingElement | null>
    move: (to: number) => void
  }
  answers: Answers
  onAnswers: (answers: Answers) => void
  onSubmit: (event: FormEvent<HTMLFormElement>) => void
  /** Called with the form once it is on the page. */
  formRef?: (form: HTMLFormElement | null) => void
  renderedAt: number
  honeypotLabel: string
}

/** The questions of the diagnostic in one form, shown step by step when JavaScript runs. */
export function DiagnosticSteps({
  action,
  state,
  wizard,
  answers,
  onAnswers,
  formRef,
  ...props
}: Props) {
  const t = useTranslations('diagnostic')
  const choices: Record<(typeof wizardSteps)[number], Choice[]> = {
    revenue: revenueOptions.map((value) => ({ value, title: t(`revenue.${value}`) })),
    tasks: taskOptions.map((value) => ({
      value,
      title: t(`tasks.${value}.title`),
      description: t(`tasks.${value}.description`),
      meta: t('wizard.perWeek', { hours: diagnosticTasks[value].hoursPerWeek }),
    })),
    challenge: challengeOptions.map((value) => ({
      value,
      title: t(`challenges.${value}.title`),
      description: t(`challenges.${value}.description`),
    })),
  }
  const serverErrors = state.status === 'error' ? state.errors : {}
  const titles = wizardSteps.map((step) => t(`steps.${step}.title`))
  const position = wizard ? { current: wizard.step + 1, total: wizardSteps.length } : undefined
  const last = !wizard || wizard.step === wizardSteps.length - 1
  return (
    <form
      action={action}
      onSubmit={wizard ? props.onSubmit : undefined}
      noValidate
      id="diagnostic-wizard"
      ref={formRef}
      aria-label={t('wizard.label')}
      className="relative"
    >
      {wizard && position ? (
        <>
          <StepIndicator
            current={wizard.step}
            titles={titles}
            progressLabel={t('wizard.progress', position)}
          />
          <p aria-live="polite" className="sr-only">
            {t('wizard.announce', { ...position, title: titles[wizard.step] ?? '' })}
          </p>
        </>
      ) : null}
      {state.status === 'error' ? (
        <p role="alert" className="mb-6 rounded-lg border-2 border-[#b00020] p-3 font-semibold">
          {state.formError ?? t('wizard.errorSummary')}
        </p>
      ) : null}
      <div className="space-y-10">
        {wizardSteps.map((step, index) => {
          const current = wizard?.step === index
          return (
            <ChoiceFieldset
              key={step}
              id={`diagnostic-${step}`}
              name={step}
              multiple={step === 'tasks'}
              title={titles[index] ?? ''}
              hint={t(`steps.${step}.hint`)}
              choices={choices[step]}
              selected={step === 'tasks' ? answers.tasks : [answers[step]]}
              onToggle={(value) => onAnswers(chooseAnswer(answers, step, value))}
              error={(current ? wizard?.stepError : undefined) ?? serverErrors[step]}
              hidden={wizard ? !current : false}
              headingRef={current ? wizard?.headingRef : undefined}
            />
          )
        })}
      </div>
      <SpamGuard
        idPrefix="diagnostic"
        honeypotLabel={props.honeypotLabel}
        renderedAt={keptRenderTime(
          state.status === 'error' ? state.values.startedAt : undefined,
          props.renderedAt,
        )}
      />
      <div className="mt-8 flex flex-wrap gap-3">
        {wizard && wizard.step > 0 ? (
          <button
            type="button"
            onClick={() => wizard.move(wizard.step - 1)}
            className={buttonStyles.outline}
          >
            {t('wizard.previous')}
          </button>
        ) : null}
        {/* Keys: the click on "Next" that reaches the last step must not land on a submit button
            React would make of the same element, which would send the form on arrival. */}
        {last ? (
          <button key="submit" type="submit" className={buttonStyles.primary}>
            {t('wizard.submit')}
          </button>
        ) : (
          <button
            key="next"
            type="button"
            onClick={() => wizard?.move(wizard.step + 1)}
            className={buttonStyles.primary}
          >
            {t('wizard.next')}
          </button>
        )}
      </div>
    </form>
  )
}
