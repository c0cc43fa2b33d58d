import { describe, expect, it } from 'vitest'

import { PASSWORD_MIN_LENGTH, passwordPolicyMessage } from '@/features/security/password-policy'
import { passwordProblem } from '@/features/security/password-strength'

describe('the admin password policy', () => {
  it('refuses passwords shorter than twelve characters, however random', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(12)
    for (const password of ['abc', 'x7#Qp!2z', 'Zq8!vR3@kL1']) {
      expect(passwordProblem(password), password).toBe('tooShort')
    }
  })

  it('refuses common passwords and their usual variants, even when long enough', () => {
    for (const password of [
      'password1234',
      'Password123!',
      '123456789012',
      'azertyuiop12',
      'qwertyuiop123',
      'aaaaaaaaaaaa',
      'iloveyou1234',
      'motdepasse123',
      'sunshine2024!',
    ]) {
      expect(passwordProblem(password), password).toBe('tooCommon')
    }
  })

  it('refuses a password made of the account’s own e-mail or name', () => {
    expect(passwordProblem('claire.martin1', ['claire.martin@example.com'])).toBe('tooCommon')
    expect(passwordProblem('claire.martin1')).toBeUndefined()
  })

  it('accepts long passwords and passphrases', () => {
    for (const password of [
      'correct-horse-battery-staple',
      'Un-mot-de-passe-solide-42',
      'v8#Lq2!zR9@m',
      'quatre mots sans rapport',
    ]) {
      expect(passwordProblem(password), password).toBeUndefined()
    }
  })

  it('explains a refusal in the back office’s language, French by default', () => {
    expect(passwordPolicyMessage('tooShort', 'fr')).toContain('au moins 12 caractères')
    expect(passwordPolicyMessage('tooShort', undefined)).toContain('au moins 12 caractères')
    expect(passwordPolicyMessage('tooShort', 'en')).toContain('at least 12 characters')
    expect(passwordPolicyMessage('tooCommon', 'en')).toMatch(/too common/)
  })
})
