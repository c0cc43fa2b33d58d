import { describe, expect, it } from 'vitest'

import { serviceLabelsFr } from '@/features/booking/service-labels'
import { seededServices } from '@/features/booking/service-seed'
import { bookingServices } from '@/features/booking/services'
import { serviceLabelsEn } from '@/fields/option-labels-en'
import en from '@/i18n/messages/en.json'
import fr from '@/i18n/messages/fr.json'

describe('service labels of the back office and the e-mails', () => {
  // The owner's calendar, dashboard and settings name a service as the booking page does; its
  // length is the owner's to set, so no label carries one.
  it('are the booking page’s names, in English', () => {
    for (const service of bookingServices) {
      expect(serviceLabelsEn[service], service).toBe(en.booking.services[service])
      expect(serviceLabelsEn[service], service).not.toMatch(/\d+\s*min/)
    }
    expect(seededServices.map(({ service }) => serviceLabelsEn[service])).toEqual([
      'Free consultation',
      'Technical audit',
      'AI integration',
      'Project support',
    ])
  })

  it('are the booking page’s names, in French', () => {
    for (const service of bookingServices) {
      expect(serviceLabelsFr[service], service).toBe(fr.booking.services[service])
    }
  })
})
