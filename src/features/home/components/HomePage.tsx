import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'

export async function HomePage({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'metadata' })
  return (
    <section className="px-6 pt-32">
      <h1 className="text-4xl font-bold">{t('homeTitle')}</h1>
    </section>
  )
}
