import { describe, expect, it } from 'vitest'

import { isCacheablePage, isPrivatePath, offlinePageFor } from '@/features/pwa/cache-rules'

const origin = 'https://site.example'
const page = (path: string, method = 'GET', mode = 'navigate') =>
  isCacheablePage({ method, mode }, new URL(path, origin), origin)

describe('service worker cache rules', () => {
  it('never keeps the admin, the API or previews', () => {
    for (const path of [
      '/admin',
      '/admin/collections/leads',
      '/api',
      '/api/leads',
      '/blog-preview?id=1',
    ]) {
      expect(isPrivatePath(new URL(path, origin).pathname), path).toBe(true)
      expect(page(path), path).toBe(false)
    }
  })

  it('keeps public page navigations only', () => {
    expect(page('/fr/services')).toBe(true)
    expect(page('/en')).toBe(true)
    expect(page('/fr/contact', 'POST')).toBe(false)
    expect(page('/fr/services', 'GET', 'cors')).toBe(false)
    expect(
      isCacheablePage(
        { method: 'GET', mode: 'navigate' },
        new URL('https://other.example/fr'),
        origin,
      ),
    ).toBe(false)
  })

  it('answers offline in the language of the page asked for', () => {
    expect(offlinePageFor('/en/portfolio')).toBe('/en/offline')
    expect(offlinePageFor('/en')).toBe('/en/offline')
    expect(offlinePageFor('/fr/realisations')).toBe('/fr/hors-ligne')
    expect(offlinePageFor('/english')).toBe('/fr/hors-ligne')
  })
})
