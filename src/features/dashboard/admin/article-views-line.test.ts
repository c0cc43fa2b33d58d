import { describe, expect, it } from 'vitest'

import { adminText } from '@/features/admin-shell/admin-i18n'
import { adminTranslations } from '@/features/admin-shell/admin-catalogue'
import { articleViewsLine } from '@/features/dashboard/admin/article-views-line'

const line = (language: 'fr' | 'en', views: number) =>
  articleViewsLine(adminText({ language, translations: adminTranslations[language] }), {
    title: 'Budget web',
    language: 'fr',
    views,
  })

describe('articleViewsLine', () => {
  it('agrees the word with the number, in each admin language', () => {
    expect([0, 1, 2, 1500].map((views) => line('fr', views))).toEqual([
      'Budget web (FR)\u202f: 0\u00a0vue',
      'Budget web (FR)\u202f: 1\u00a0vue',
      'Budget web (FR)\u202f: 2\u00a0vues',
      'Budget web (FR)\u202f: 1\u202f500\u00a0vues',
    ])
    expect([0, 1, 2, 1500].map((views) => line('en', views))).toEqual([
      'Budget web (FR): 0\u00a0views',
      'Budget web (FR): 1\u00a0view',
      'Budget web (FR): 2\u00a0views',
      'Budget web (FR): 1,500\u00a0views',
    ])
  })
})
