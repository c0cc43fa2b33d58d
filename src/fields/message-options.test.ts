import { describe, expect, it } from 'vitest'

import { serviceKeys } from '@/config/site'
import { challengeServices, diagnosticTasks, revenueBrackets } from '@/features/diagnostic/compute'
import * as contact from '@/features/contact/options'
import { budgets, projectTypes, timeframes } from '@/features/estimator/estimate'
import {
  budgetLabels,
  challengeLabels,
  contactBudgetLabels,
  contactChallengeLabels,
  contactGoalLabels,
  contactProjectTypeLabels,
  projectTypeLabels,
  revenueLabels,
  serviceNameLabels,
  taskLabels,
  timeframeLabels,
} from '@/fields/message-options'

const cases = [
  ['revenue', Object.keys(revenueBrackets), revenueLabels],
  ['tasks', Object.keys(diagnosticTasks), taskLabels],
  ['challenge', Object.keys(challengeServices), challengeLabels],
  ['project type', projectTypes, projectTypeLabels],
  ['budget', budgets, budgetLabels],
  ['timeframe', timeframes, timeframeLabels],
  ['service', serviceKeys, serviceNameLabels],
  ['contact challenge', contact.challenges, contactChallengeLabels],
  ['contact goal', contact.goals, contactGoalLabels],
  ['contact project type', contact.projectTypes, contactProjectTypeLabels],
  ['contact budget', contact.budgets, contactBudgetLabels],
] as const

describe('labels of the values visitors pick', () => {
  it.each(cases)('names every %s value in both languages', (_, values, labels) => {
    for (const value of values) {
      expect(labels.fr[value], value).toMatch(/\S/)
      expect(labels.en[value], value).toMatch(/\S/)
      expect(labels.fr[value]).not.toBe(value)
    }
  })

  it('reads the visitor’s own words', () => {
    expect(revenueLabels.fr['25k_50k']).toBe('De 25 000 € à 50 000 €')
    expect(taskLabels.en.data_entry).toBe('Data entry')
    expect(contactChallengeLabels.fr.automation).toBe('Automatiser les tâches répétitives')
    expect(contactBudgetLabels.en.medium).toBe('€5,000 to €20,000')
  })
})
