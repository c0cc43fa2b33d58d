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

  it('shows the pages’ two policies when given, in the admin’s language', () => {
    const policies = { cached: "script-src 'self' 'unsafe-inline'", perRequest: "'nonce-…'" }
    const rows = settingsInForce(10, 'en', policies).headers
    expect(rows.slice(-2)).toEqual([
      { label: 'Content-Security-Policy of cached public pages', value: policies.cached },
      {
        label:
          'Content-Security-Policy of the back office and pages rendered per visit (a new nonce for each view)',
        value: "'nonce-…'",
      },
    ])
    expect(settingsInForce(10).headers.map((row) => row.label)).not.toContain(
      'Content-Security-Policy des pages publiques en cache',
    )
  })

  it('derives each bucket from the configured base limit', () => {
    const rows = settingsInForce(10).rateLimits
    expect(rows[0]).toEqual({
      label: 'Formulaires (contact, audit, diagnostic, devis)',
      value: '10 requêtes par adresse IP en 10 minutes',
    })
    expect(rows.find((r) => r.label === 'Recherche du site')?.value).toBe(
      '100 requêtes par adresse IP en 10 minutes',
    )
    expect(settingsInForce(3).rateLimits[0]?.value).toBe('3 requêtes par adresse IP en 10 minutes')
  })

  it('shows the separate, larger budget of refused form submissions in both languages', () => {
    expect(settingsInForce(10).rateLimits).toContainEqual({
      label: 'Formulaires (contact, audit, diagnostic, devis) : envois refusés (saisie invalide)',
      value: '50 envois refusés par adresse IP en 10 minutes, comptés à part des envois acceptés',
    })
    expect(settingsInForce(10, 'en').rateLimits).toContainEqual({
      label: 'Forms (contact, audit, diagnostic, estimate): refused submissions (invalid input)',
      value:
        '50 refused submissions per IP address in 10 minutes, counted apart from accepted ones',
    })
    const labels = settingsInForce(2).rateLimits.map((row) => row.label)
    for (const bucket of ['Réservations de rendez-vous', 'Inscriptions à la newsletter']) {
      expect(labels).toContain(`${bucket} : envois refusés (saisie invalide)`)
    }
    // The guide request form counts with the guide downloads.
    expect(settingsInForce(2).rateLimits.at(-1)).toEqual({
      label: 'Demandes et téléchargements de guides : envois refusés (saisie invalide)',
      value: '30 envois refusés par adresse IP en 10 minutes, comptés à part des envois acceptés',
    })
  })

  it('states the sign-in lockout rule', () => {
    expect(settingsInForce(10).signIn.map((r) => r.value)).toEqual([
      '5 échecs par compte et par adresse IP (réseau /64 en IPv6)',
      '10 minutes',
      '20 en 60 minutes, puis refus sans vérifier le mot de passe, sauf depuis un réseau déjà connecté (e-mail au compte)',
      '8 heures',
    ])
  })

  it('speaks English to an admin working in English', () => {
    expect(settingsInForce(10, 'en').rateLimits[0]).toEqual({
      label: 'Forms (contact, audit, diagnostic, estimate)',
      value: '10 requests per IP address in 10 minutes',
    })
  })
})
