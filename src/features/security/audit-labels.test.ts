import { describe, expect, it } from 'vitest'

import {
  entityLabel,
  fieldLabels,
  type LabelledConfig,
  recordHref,
} from '@/features/security/audit-labels'

const config: LabelledConfig = {
  collections: [
    {
      slug: 'leads',
      labels: { singular: 'Lead' },
      fields: [
        { name: 'status', label: 'Statut' },
        { label: 'Suivi', fields: [{ name: 'notes', label: { fr: 'Notes', en: 'Notes (en)' } }] },
        { tabs: [{ label: 'Source', fields: [{ name: 'utm', label: 'Campagne' }] }] },
        { name: 'score' },
      ],
    },
  ],
  globals: [{ slug: 'site-settings', label: 'Paramètres du site', fields: [] }],
}

describe('audit labels', () => {
  it('names collections and globals as the admin does, the slug when it has no label', () => {
    expect(entityLabel(config, 'leads')).toBe('Lead')
    expect(entityLabel(config, 'site-settings')).toBe('Paramètres du site')
    expect(entityLabel(config, 'gone')).toBe('gone')
  })

  it('names fields in French, also inside rows, collapsibles and tabs', () => {
    expect(fieldLabels(config, 'leads', 'notes, status, utm, password, score')).toBe(
      'Notes, Statut, Campagne, Mot de passe, score',
    )
    expect(fieldLabels(config, 'leads', null)).toBe('')
  })

  it('names them in English for an admin working in English, French where none is given', () => {
    expect(fieldLabels(config, 'leads', 'notes, status, password', 'en')).toBe(
      'Notes (en), Statut, Password',
    )
  })

  it('links a record to its screen, a global to its own', () => {
    expect(recordHref(config, 'leads', '12')).toBe('/admin/collections/leads/12')
    expect(recordHref(config, 'site-settings', null)).toBe('/admin/globals/site-settings')
  })
})
