import { describe, expect, it } from 'vitest'

import { emailDocument } from '@/platform/email/email-document'

describe('emailDocument', () => {
  it('gives a body its language and its subject as title', () => {
    const html = emailDocument('<p>Bonjour,</p>', 'fr', 'Votre rendez-vous')
    expect(html).toMatch(/^<!doctype html>\n<html lang="fr">/)
    expect(html).toContain('<title>Votre rendez-vous</title>')
    expect(html).toContain('<body>\n<p>Bonjour,</p>\n</body>')
  })

  it('escapes the subject, which may quote a visitor', () => {
    expect(emailDocument('<p>Hi</p>', 'en', 'Message from <b>Ann</b>')).toContain(
      '<title>Message from &#60;b&#62;Ann&#60;/b&#62;</title>',
    )
  })

  it('leaves a whole document as it is', () => {
    const own = '<!doctype html><html lang="en"><body><p>Hi</p></body></html>'
    expect(emailDocument(own, 'fr', 'Subject')).toBe(own)
  })
})
