import { describe, expect, it } from 'vitest'

import { settingsInForce } from '@/features/security/settings-in-force'

describe('settingsInForce', () => {
  it('shows every security header the site sends', () => {
    const labels = settingsInForce(10).headers.map((row) => row.label)
    expect(labels).toEqual(
      expect.arrayContaining([
        'Strict-Transport-Security',
        'X-Content-Type-Options',
        'Content-Security-Policy',
        'Referrer-Policy',
        'Permissions-Policy',
      ]),
    )
  })

  it('shows the pages’ own policy when given, in the admin’s language', () => {
    const rows = settingsInForce(10, 'en', "script-src 'nonce-…'").headers
    expect(rows.at(-1)).toEqual({
      label: 'Content-Security-Policy of pages (a new nonce for each view)',
      value: "script-src 'nonce-…'",
    })
    expect(settingsInForce(10).headers.map((row) => row.label)).not.toContain(
      'Content-Security-Policy des pages (nonce nouveau à chaque affichage)',
    )
  })

  it('derives each bucket from the configured base limit', () => {
    const rows = settingsInForce(10).rateLimits
    expect(rows[0]).toEqual({
      label: 'Formulaires (contact, audit, diagnostic, devis, guides)',
      value: '10 requêtes par adresse IP en 10 minutes',
    })
    expect(rows.find((r) => r.label === 'Recherche du site')?.value).toBe(
      '100 requêtes par adresse IP en 10 minutes',
    )
    expect(settingsInForce(3).rateLimits[0]?.value).toBe('3 requêtes par adresse IP en 10 minutes')
  })

  it('states the sign-in lockout rule', () => {
    expect(settingsInForce(10).signIn.map((r) => r.value)).toEqual([
      '5 échecs de suite',
      '10 minutes',
      '8 heures',
    ])
  })

  it('speaks English to an admin working in English', () => {
    expect(settingsInForce(10, 'en').rateLimits[0]).toEqual({
      label: 'Forms (contact, audit, diagnostic, estimate, guides)',
      value: '10 requests per IP address in 10 minutes',
    })
  })
})
