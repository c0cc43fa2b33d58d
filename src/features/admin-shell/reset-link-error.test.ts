import type { PayloadRequest } from 'payload'
import { describe, expect, it } from 'vitest'

import { translateUsedResetLink } from '@/features/admin-shell/reset-link-error'

const requestIn = (language: string) => ({ i18n: { language } }) as unknown as PayloadRequest

const refuse = (message: string, language: string) =>
  translateUsedResetLink({
    error: new Error(message),
    req: requestIn(language),
  } as Parameters<typeof translateUsedResetLink>[0])

describe('a spent reset link', () => {
  it('is explained in the admin’s language', () => {
    expect(refuse('Token is either invalid or has expired.', 'fr')).toEqual({
      status: 403,
      response: {
        errors: [{ message: expect.stringMatching(/^Ce lien de réinitialisation a déjà servi/) }],
      },
    })
    expect(refuse('Token is either invalid or has expired.', 'en')).toMatchObject({
      response: { errors: [{ message: expect.stringMatching(/^This reset link has already/) }] },
    })
  })

  it('leaves every other error to Payload', () => {
    expect(refuse('Something else.', 'fr')).toBeUndefined()
  })
})
