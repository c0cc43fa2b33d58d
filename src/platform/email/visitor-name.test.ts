import { describe, expect, it } from 'vitest'

import { QUOTABLE_NAME_MAX, quotableName, visitorGreeting } from '@/platform/email/visitor-name'

describe('the name an e-mail to an unverified address may quote', () => {
  it('keeps names as people write them, trimmed', () => {
    for (const name of [
      'Claire',
      'Anne-Sophie O’Brien',
      "D'Artagnan",
      'Dr. Müller',
      'Zoë',
      '李小龍',
      'Ngọc Anh',
    ]) {
      expect(quotableName(`  ${name} `)).toBe(name)
    }
  })

  it('drops anything that could carry a message or a link', () => {
    for (const name of [
      'Claire\nvalidez votre dossier sur https://evil.example/login',
      'Claire\r\nBcc: someone',
      'Claire https://evil.example',
      'Claire evil.example',
      'Claire www.evil.example',
      'claire@evil.example',
      'Claire 0123456789',
      'Claire (voir pièce jointe)',
      'Claire\u202Eelpmaxe.live',
      'Claire\u200Bx',
      '<b>Claire</b>',
      '-Claire',
    ]) {
      expect(quotableName(name), name).toBeUndefined()
    }
  })

  it('drops empty and over-long names', () => {
    expect(quotableName('')).toBeUndefined()
    expect(quotableName('   ')).toBeUndefined()
    expect(quotableName(null)).toBeUndefined()
    expect(quotableName(undefined)).toBeUndefined()
    expect(quotableName('a'.repeat(QUOTABLE_NAME_MAX))).toBe('a'.repeat(80))
    expect(quotableName('a'.repeat(QUOTABLE_NAME_MAX + 1))).toBeUndefined()
  })

  it('greets by name, or without one, in the visitor’s language', () => {
    expect(visitorGreeting('fr', 'Claire')).toBe('Bonjour Claire,')
    expect(visitorGreeting('en', 'Claire')).toBe('Hello Claire,')
    expect(visitorGreeting('fr', 'Claire https://evil.example')).toBe('Bonjour,')
    expect(visitorGreeting('en', undefined)).toBe('Hello,')
  })
})
