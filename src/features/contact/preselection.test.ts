import { describe, expect, it } from 'vitest'

import { contactPreselection } from '@/features/contact/preselection'

describe('contact form preselection from the address', () => {
  it('keeps the project type and budget the form offers', () => {
    expect(contactPreselection({ projectType: 'automation', budget: 'large' })).toEqual({
      projectType: 'automation',
      budget: 'large',
    })
  })

  it('ignores unknown, repeated or missing values', () => {
    expect(contactPreselection({ projectType: ['audit', 'webapp'], budget: '<b>' })).toEqual({
      projectType: undefined,
      budget: undefined,
    })
    expect(contactPreselection({})).toEqual({ projectType: undefined, budget: undefined })
  })
})
