import { getTranslations } from 'next-intl/server'

import { buttonStyles } from '@/components/ui/button-styles'
import { Link } from '@/i18n/navigation'
import type { Locale } from '@/i18n/locales'

export async function FinalCtaSection({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'home.final' })
  return (
    <section aria-labelledby="final-title" className="px-4 sm:px-6">
      <div className="mx-auto max-w-5xl rounded-3xl bg-[var(--accent)] px-6 py-14 text-center text-[var(--accent-foreground)]">
        <h2 id="final-title" className="text-3xl font-extrabold">
          {t('title')}
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-lg">{t('text')}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link href="/reservation" className={buttonStyles.inverse}>
            {t('book')}
          </Link>
          <Link href="/contact" className={buttonStyles.outline}>
            {t('contact')}
          </Link>
        </div>
      </div>
    </section>
  )
}
