import { describe, expect, it } from 'vitest'

import {
  answersFromForm,
  chooseAnswer,
  emptyAnswers,
  firstMissingStep,
} from '@/features/diagnostic/answers'

describe('diagnostic wizard answers', () => {
  it('finds the first unanswered step, up to the one asked', () => {
    expect(firstMissingStep(emptyAnswers)).toBe('revenue')
    const revenue = { ...emptyAnswers, revenue: '10k_25k' }
    expect(firstMissingStep(revenue, 0)).toBeUndefined()
    expect(firstMissingStep(revenue)).toBe('tasks')
    const tasks = { ...revenue, tasks: ['emails'] }
    expect(firstMissingStep(tasks, 1)).toBeUndefined()
    expect(firstMissingStep(tasks)).toBe('challenge')
    expect(firstMissingStep({ ...tasks, challenge: 'time' })).toBeUndefined()
  })

  it('toggles tasks and replaces single choices', () => {
    const one = chooseAnswer(emptyAnswers, 'tasks', 'emails')
    const two = chooseAnswer(one, 'tasks', 'research')
    expect(two.tasks).toEqual(['emails', 'research'])
    expect(chooseAnswer(two, 'tasks', 'emails').tasks).toEqual(['research'])
    const time = chooseAnswer(two, 'challenge', 'time')
    expect(chooseAnswer(time, 'challenge', 'website').challenge).toBe('website')
  })

  it('reads the choices the inputs already hold, and nothing for an untouched form', () => {
    const data = new FormData()
    data.append('revenue', '25k_50k')
    data.append('tasks', 'emails')
    data.append('tasks', 'reporting')
    data.append('website', '')
    expect(answersFromForm(data)).toEqual({
      revenue: '25k_50k',
      tasks: ['emails', 'reporting'],
      challenge: '',
    })
    expect(answersFromForm(new FormData())).toEqual(emptyAnswers)
  })
})
