import { describe, expect, it } from 'vitest'

import { toOutboxData } from '@/platform/email/message'

describe('a message stored in the outbox', () => {
  it('gets a text part made from its HTML when it comes with HTML only', () => {
    const data = toOutboxData(
      {
        to: 'owner@example.com',
        subject: 'Réinitialisation',
        html: '<p>Bonjour,</p>\n<p><a href="https://site.example/admin/reset-password/abc">Choisir un nouveau mot de passe</a></p>\n<p>Ce lien est valable une heure.</p>',
      },
      'queued',
    )
    expect(data.text).toContain('Bonjour,')
    expect(data.text).toContain('Choisir un nouveau mot de passe')
    expect(data.text).toContain('[https://site.example/admin/reset-password/abc]')
    expect(data.text).toContain('Ce lien est valable une heure.')
    expect(data.text).not.toContain('<p>')
  })

  it('keeps its own text part, and has none without a body', () => {
    const own = toOutboxData({ to: 'a@example.com', text: 'Texte', html: '<p>HTML</p>' }, 'queued')
    expect(own.text).toBe('Texte')
    expect(toOutboxData({ to: 'a@example.com', subject: 'Vide' }, 'queued').text).toBeNull()
  })

  it('goes out as a document in its language, titled with its subject', () => {
    const data = toOutboxData(
      {
        to: 'a@example.com',
        subject: 'Your appointment',
        html: '<p>Hello</p>',
        headers: { 'Content-Language': 'en' },
      },
      'queued',
    )
    expect(data.html).toContain('<html lang="en">')
    expect(data.html).toContain('<title>Your appointment</title>')
    expect(data.text).toBe('Hello')
  })
})
