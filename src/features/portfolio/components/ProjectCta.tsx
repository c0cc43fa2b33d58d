import { getTranslations } from 'next-intl/server'

import { buttonStyles } from '@/components/ui/button-styles'
import { site } from '@/config/site'
import { Link } from '@/i18n/navigation'
import type { Locale } from '@/i18n/locales'

/** The way from a project to the visitor's own: free consultation or a written message. */
export async function ProjectCta({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'portfolio.project' })
  const values = { minutes: site.consultationMinutes, hours: site.responseHours }
  return (
    <section aria-labelledby="project-cta-title" className="px-4 pb-20 sm:px-6">
      <div className="mx-auto max-w-5xl rounded-3xl bg-(--accent) px-6 py-14 text-center text-(--accent-foreground) sm:px-12">
        <h2 id="project-cta-title" className="text-3xl font-extrabold sm:text-4xl">
          {t('ctaTitle')}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg">{t('ctaText', values)}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row sm:flex-wrap">
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
