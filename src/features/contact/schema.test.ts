import { describe, expect, it } from 'vitest'

import { contactSchema } from '@/features/contact/schema'
import { fieldErrors } from '@/platform/forms/field-errors'
import fr from '@/i18n/messages/fr.json'

const now = 1_000_000
const schema = contactSchema({ ...fr.contact.validation, invalidText: fr.forms.invalidText }, now)

const valid = {
  name: 'Claire',
  email: 'claire@example.com',
  company: 'Atelier Lumière',
  challenge: 'automation',
  goals: 'efficiency',
  projectType: 'webapp',
  project: 'Nous voulons automatiser nos devis et relances clients.',
  budget: 'medium',
  website: '',
  startedAt: String(now - 10_000),
}

describe('contact form validation', () => {
  it('accepts a complete message and trims it', () => {
    const result = schema.safeParse({ ...valid, name: '  Claire  ', company: '' })
    expect(result.success).toBe(true)
    expect(result.data).toMatchObject({ name: 'Claire', company: undefined, budget: 'medium' })
  })

  it('answers each invalid field with its own message', () => {
    const result = schema.safeParse({
      ...valid,
      name: 'C',
      email: 'claire@',
      challenge: '',
      goals: 'nothing',
      projectType: undefined,
      project: 'Trop court',
    })
    expect(result.success).toBe(false)
    expect(fieldErrors(result.error!)).toEqual({
      name: 'Le nom doit contenir au moins 2 caractères',
      email: 'Veuillez entrer un email valide',
      challenge: 'Veuillez sélectionner votre principal défi',
      goals: 'Veuillez sélectionner votre objectif',
      projectType: 'Veuillez sélectionner le type de solution',
      project: 'Le message doit contenir au moins 20 caractères',
    })
  })

  it('rejects robots: a filled honeypot or a form posted too fast', () => {
    expect(schema.safeParse({ ...valid, website: 'http://spam.example' }).success).toBe(false)
    expect(schema.safeParse({ ...valid, startedAt: String(now - 500) }).success).toBe(false)
    expect(schema.safeParse({ ...valid, startedAt: '' }).success).toBe(false)
    expect(schema.safeParse({ ...valid, elapsedMs: '800' }).success).toBe(false)
  })

  it('ignores an unknown budget instead of failing the message', () => {
    expect(schema.safeParse({ ...valid, budget: 'infinite' }).data?.budget).toBeUndefined()
  })
})
