import { describe, expect, it } from 'vitest'

import {
  ACCOUNT_FAILURES_PER_WINDOW,
  accountBudgetDecision,
  accountBudgetKey,
  spendsAccountBudget,
} from '@/features/security/account-budget'

describe('accountBudgetDecision', () => {
  it('checks the password while the account has failures left', () => {
    expect(ACCOUNT_FAILURES_PER_WINDOW).toBe(20)
    for (const failures of [0, 1, 19]) {
      expect(accountBudgetDecision(failures, false), String(failures)).toBe('check-password')
    }
  })

  it('refuses without hashing once the budget is spent, from a new address', () => {
    expect(accountBudgetDecision(20, false)).toBe('refuse-unhashed')
    expect(accountBudgetDecision(500, false)).toBe('refuse-unhashed')
  })

  it('still checks the password from an address that signed in before', () => {
    expect(accountBudgetDecision(20, true)).toBe('check-password')
    expect(accountBudgetDecision(500, true)).toBe('check-password')
  })
})

describe('spendsAccountBudget', () => {
  it('is reached by the twentieth wrong password', () => {
    expect(spendsAccountBudget(19)).toBe(false)
    expect(spendsAccountBudget(20)).toBe(true)
    expect(spendsAccountBudget(21)).toBe(true)
  })
})

describe('accountBudgetKey', () => {
  it('counts every spelling of an address as one account', () => {
    expect(accountBudgetKey(' Owner@Example.com ')).toBe('owner@example.com')
  })
})
