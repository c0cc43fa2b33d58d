import type { DiagnosticStep } from '@/features/diagnostic/schema'
import type { DiagnosticValues } from '@/features/diagnostic/state'
import { postedText } from '@/platform/forms/posted-form'

/** The wizard's answers while the visitor goes through the steps (not yet validated). */
export type Answers = { revenue: string; tasks: string[]; challenge: string }

export const wizardSteps: readonly DiagnosticStep[] = ['revenue', 'tasks', 'challenge']

export const emptyAnswers: Answers = { revenue: '', tasks: [], challenge: '' }

/** The answers a refused post sent back, to show them again. */
export function answersFrom(values: DiagnosticValues): Answers {
  return {
    revenue: values.revenue ?? '',
    tasks: values.tasks,
    challenge: values.challenge ?? '',
  }
}

/**
 * The answers the form's inputs hold: a visitor may choose before the page's script has started,
 * and the browser keeps those choices in the inputs until React draws them from its own state.
 */
export function answersFromForm(data: FormData): Answers {
  const tasks = data.getAll('tasks').filter((task): task is string => typeof task === 'string')
  return {
    revenue: postedText(data, 'revenue'),
    tasks,
    challenge: postedText(data, 'challenge'),
  }
}

/** The first step, up to `lastStep` included, that has no answer yet. */
export function firstMissingStep(
  answers: Answers,
  lastStep: number = wizardSteps.length - 1,
): DiagnosticStep | undefined {
  return wizardSteps
    .slice(0, lastStep + 1)
    .find((step) => (step === 'tasks' ? answers.tasks.length === 0 : !answers[step]))
}

/** A click on a choice: tasks are toggled in and out, the other steps take one value. */
export function chooseAnswer(answers: Answers, step: DiagnosticStep, value: string): Answers {
  if (step !== 'tasks') return { ...answers, [step]: value }
  const tasks = answers.tasks.includes(value)
    ? answers.tasks.filter((task) => task !== value)
    : [...answers.tasks, value]
  return { ...answers, tasks }
}
