import { describe, expect, it } from 'vitest'

import { pageTypeOfPath } from '@/features/seo/manager/page-type'

describe('pageTypeOfPath', () => {
  it.each([
    ['/fr', 'home'],
    ['/', 'home'],
    ['/en/services', 'services'],
    ['/fr/services/audit-technique-applications-web', 'service'],
    ['/en/portfolio', 'portfolio'],
    ['/fr/realisation/app-pwa', 'project'],
    ['/fr/blog', 'blog'],
    ['/fr/blog/category/ia', 'blog'],
    ['/en/blog/ai/chatbot-for-smes', 'article'],
    ['/fr/contact', 'contact'],
    ['/en/booking', 'booking'],
    ['/fr/mentions-legales', 'legal'],
    ['/en/search', 'search'],
    ['/fr/inconnue', 'other'],
  ])('%s is a %s page', (path, type) => {
    expect(pageTypeOfPath(path)).toBe(type)
  })
})
