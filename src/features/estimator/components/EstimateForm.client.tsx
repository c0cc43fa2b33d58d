'use client'

import {
  useActionState,
  useCallback,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react'

import { buttonStyles } from '@/components/ui/button-styles'

import { controlClass, Field } from '@/components/forms/Field'
import { submitKeepingInput } from '@/components/forms/submit-keeping-input'
import type { EstimateFormState } from '@/features/estimator/actions'
import { EstimateEmailFields } from '@/features/estimator/components/EstimateEmailFields'
import {
  EstimateSummary,
  type EstimateLinks,
} from '@/features/estimator/components/EstimateSummary'
import { RadioGroup } from '@/features/estimator/components/RadioGroup'
import { budgets, projectTypes, timeframes } from '@/features/estimator/estimate'
import { choicesFrom, type EstimateChoices } from '@/features/estimator/choices'
import type { PriceList } from '@/features/pricing/price-list'
import { useTranslations } from '@/i18n/client-messages'
import { useFormPermalink } from '@/components/forms/use-form-permalink'

type Props = {
  action: (state: EstimateFormState, formData: FormData) => Promise<EstimateFormState>
  renderedAt: number
  honeypotLabel: string
  /** Addresses resolved on the server. */
  links: EstimateLinks
  /** The settings' price list, read by the page: the live estimate uses the owner's prices. */
  prices: PriceList
}

const noSubscribe = () => () => {}

function readChoices(form: HTMLFormElement): EstimateChoices {
  const data = new FormData(form)
  const value = (key: string) => String(data.get(key) ?? '')
  return choicesFrom({
    projectType: value('projectType'),
    budget: value('budget'),
    timeframe: value('timeframe'),
  })
}

/** The estimate calculator: live result with JavaScript, and "e-mail me this estimate". */
export function EstimateForm({ action, renderedAt, honeypotLabel, prices, links }: Props) {
  const t = useTranslations('estimator')
  const [state, formAction, pending] = useActionState(
    action,
    { status: 'idle' },
    useFormPermalink(),
  )
  const [choices, setChoices] = useState<EstimateChoices>(() =>
    state.status === 'sent' || state.status === 'preview'
      ? state.choices
      : choicesFrom(state.status === 'error' ? state.values : {}),
  )
  const enhanced = useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  )
  // The choices live in the form's own controls (uncontrolled): what the visitor picked before
  // hydration survives it, and the summary is read back from the form on every change.
  const form = useRef<HTMLFormElement>(null)
  const sync = useCallback(() => {
    if (form.current) setChoices(readChoices(form.current))
  }, [])
  useEffect(sync, [sync])

  return (
    <form
      ref={form}
      action={formAction}
      // A refused e-mail keeps the project the visitor priced: no reset after the action.
      onSubmit={submitKeepingInput(formAction)}
      onChange={sync}
      noValidate
      className="relative grid gap-8 lg:grid-cols-2"
    >
      <div className="space-y-6">
        <Field id="estimate-projectType" label={t('projectType')}>
          {() => (
            <select
              id="estimate-projectType"
              name="projectType"
              defaultValue={choices.projectType}
              className={controlClass}
            >
              {projectTypes.map((type) => (
                <option key={type} value={type}>
                  {t(`projectTypes.${type}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <RadioGroup
          name="budget"
          legend={t('budget')}
          options={budgets.map((value) => ({ value, label: t(`budgets.${value}`) }))}
          defaultValue={choices.budget}
        />
        <RadioGroup
          name="timeframe"
          legend={t('timeframe')}
          options={timeframes.map((value) => ({ value, label: t(`timeframes.${value}`) }))}
          defaultValue={choices.timeframe}
        />
      </div>
      <div className="space-y-6">
        <EstimateSummary choices={choices} prices={prices} links={links} />
        <EstimateEmailFields
          state={state}
          pending={pending}
          renderedAt={renderedAt}
          honeypotLabel={honeypotLabel}
        />
      </div>
      {/* Last in the form, so Enter in the e-mail field still sends the estimate. */}
      {enhanced ? null : (
        <button
          type="submit"
          name="intent"
          value="preview"
          className={`${buttonStyles.outline} justify-self-start`}
        >
          {t('update')}
        </button>
      )}
    </form>
  )
}
