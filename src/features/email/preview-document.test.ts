import { JSDOM } from 'jsdom'
import { describe, expect, it } from 'vitest'

import { previewDocument } from '@/features/email/preview-document'

const message = [
  '<!DOCTYPE html><html lang="fr"><head><style>p { color: #123456 }</style></head>',
  '<body><p>Bonjour</p><img src="https://tracker.example/open.gif">',
  '<a href="https://example.com/reset">Choisir un nouveau mot de passe</a></body></html>',
].join('')

describe('previewDocument', () => {
  it('puts a policy that loads nothing before the message, whose head and body stay whole', () => {
    const { document } = new JSDOM(previewDocument(message)).window
    const metas = [...document.head.querySelectorAll('meta[http-equiv]')]
    expect(metas.map((meta) => meta.getAttribute('content'))).toEqual([
      "default-src 'none'; style-src 'unsafe-inline'; img-src data:",
    ])
    expect(document.head.firstElementChild?.getAttribute('charset')).toBe('utf-8')
    expect(document.head.querySelector('style')?.textContent).toContain('#123456')
    expect(document.documentElement.lang).toBe('fr')
    expect(document.body.querySelector('p')?.textContent).toBe('Bonjour')
    expect(document.querySelector('a')?.textContent).toBe('Choisir un nouveau mot de passe')
  })

  it('opens links nowhere and draws the message in the light scheme', () => {
    const { document } = new JSDOM(previewDocument('<p>Bonjour</p>')).window
    expect(document.querySelector('base')?.getAttribute('target')).toBe('_blank')
    expect(document.querySelector('meta[name="color-scheme"]')?.getAttribute('content')).toBe(
      'light',
    )
  })
})
