import { describe, expect, it } from 'vitest'

import { serviceKeys } from '@/config/site'
import { contactPreselection } from '@/features/contact/preselection'
import { estimateProject } from '@/features/estimator/estimate'
import { contactProjectType, serviceContactHref } from '@/features/services/contact-project-type'
import { defaultPriceList } from '@/features/pricing/price-list'

describe('project type of a service page contact link', () => {
  it('is a type the contact form preselects, for every service', () => {
    for (const service of serviceKeys) {
      const { query } = serviceContactHref(service)
      expect(contactPreselection(query).projectType).toBe(query.projectType)
    }
  })

  it('gives each service its own type', () => {
    const types = serviceKeys.map((service) => contactProjectType[service])
    expect(new Set(types).size).toBe(serviceKeys.length)
  })

  it('agrees with the estimator, which files that type under the same service', () => {
    for (const service of serviceKeys) {
      expect(
        estimateProject(contactProjectType[service], 'small', 'normal', defaultPriceList).service,
      ).toBe(service)
    }
  })
})
