import { createTranslator } from 'next-intl'
import { describe, expect, it, vi } from 'vitest'

import { describedState, serverDrawn } from '@/components/forms/drawn-form-for-tests'
import { ServiceStep } from '@/features/booking/components/ServiceStep'
import type { ServiceChoice } from '@/features/booking/offered-services'
import { formatEuros } from '@/features/pricing/format-price'
import en from '@/i18n/messages/en.json'
import fr from '@/i18n/messages/fr.json'

vi.mock('next-intl/server', () => ({
  getTranslations: async ({ locale, namespace }: { locale: 'fr' | 'en'; namespace: 'booking' }) =>
    createTranslator({ locale, messages: locale === 'en' ? en : fr, namespace }),
}))

const choices: ServiceChoice[] = [
  { service: 'consultation-gratuite', minutes: 30, price: null, line: 'Un premier échange.' },
  { service: 'audit-technique', minutes: 60, price: 589, line: 'Votre site passé au crible.' },
]

const drawn = async (locale: 'fr' | 'en') => serverDrawn(await ServiceStep({ locale, choices }))

describe('the service step', () => {
  it('offers only the owner’s services, in order, each named with its price, length and line', async () => {
    const document = await drawn('fr')
    const radios = [...document.querySelectorAll<HTMLInputElement>('input[name="service"]')]
    expect(radios.map((radio) => radio.value)).toEqual(['consultation-gratuite', 'audit-technique'])
    const name = (radio: HTMLInputElement) =>
      document.getElementById(radio.getAttribute('aria-labelledby')!)?.textContent
    expect(radios.map(name)).toEqual([
      fr.booking.services['consultation-gratuite'],
      fr.booking.services['audit-technique'],
    ])
    expect(describedState(document, 'input[value="consultation-gratuite"]').describedBy).toEqual([
      'Gratuit',
      '30\u00a0min',
      'Un premier échange.',
    ])
    expect(describedState(document, 'input[value="audit-technique"]').describedBy).toEqual([
      formatEuros(589, 'fr'),
      '60\u00a0min',
      'Votre site passé au crible.',
    ])
  })

  it('chooses nothing for the visitor, and a choice is needed to go on', async () => {
    const document = await drawn('fr')
    const radios = [...document.querySelectorAll<HTMLInputElement>('input[name="service"]')]
    expect(radios.filter((radio) => radio.checked)).toEqual([])
    expect(radios.every((radio) => radio.required)).toBe(true)
  })

  it('says free and writes prices the English way on the English page', async () => {
    const text = (await drawn('en')).body.textContent
    expect(text).toContain('Free')
    expect(text).toContain('€589')
  })
})
