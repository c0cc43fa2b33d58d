import { describe, expect, it } from 'vitest'

import { legalEntity, site } from '@/config/site'
import { setupChecklist, setupTaskHref } from '@/features/dashboard/setup-checklist'

const seeded = {
  email: site.email,
  ownerEmail: null,
  phone: site.phone,
  linkedin: site.linkedin,
  logo: null,
  address: { street: site.address.street },
  legal: { siret: legalEntity.siret, host: { name: legalEntity.host.name } },
  owner: { name: null, portrait: { filename: 'owner-portrait.webp' } },
}

const own = {
  email: 'bonjour@atelier-alpes.fr',
  ownerEmail: 'moi@atelier-alpes.fr',
  phone: '+33 4 76 00 00 01',
  linkedin: 'https://www.linkedin.com/in/atelier-alpes',
  logo: { filename: 'logo.png' },
  address: { street: '3 place Grenette' },
  legal: { siret: '123 456 789 00012', host: { name: 'OVH SAS' } },
  owner: { name: 'Propriétaire', portrait: { filename: 'moi.jpg' } },
}

describe('setupChecklist', () => {
  it('lists every sample value of a new site, each linked to its field', () => {
    const tasks = setupChecklist(seeded, 7, 8)
    expect(tasks).toEqual([
      'email',
      'ownerEmail',
      'phone',
      'ownerName',
      'portrait',
      'linkedin',
      'address',
      'siret',
      'host',
      'logo',
      'projects',
      'testimonials',
    ])
    for (const task of tasks) expect(setupTaskHref[task]).toMatch(/^\/admin\//)
  })

  it('is empty once every value is the owner’s own', () => {
    expect(setupChecklist(own, 0, 0)).toEqual([])
  })

  it('keeps a task open while its value is still the sample one', () => {
    expect(setupChecklist({ ...own, email: 'contact@example.com' }, 0, 0)).toEqual(['email'])
    expect(
      setupChecklist(
        { ...own, owner: { ...own.owner, portrait: { filename: 'owner-portrait-1.webp' } } },
        0,
        0,
      ),
    ).toEqual(['portrait'])
    expect(setupChecklist(own, 2, 0)).toEqual(['projects'])
    expect(setupChecklist(own, 0, 1)).toEqual(['testimonials'])
    expect(setupTaskHref.testimonials).toBe('/admin/collections/testimonials')
  })
})
