import { getTranslations } from 'next-intl/server'

import { buttonStyles } from '@/components/ui/button-styles'
import { site } from '@/config/site'
import type { ContactPreselection } from '@/features/contact/preselection'
import { Link } from '@/i18n/navigation'
import type { Locale } from '@/i18n/locales'

type Props = {
  locale: Locale
  /** Opens the contact form on this project type (a service page's own call to action). */
  projectType?: ContactPreselection['projectType']
}

export async function FinalCtaSection({ locale, projectType }: Props) {
  const t = await getTranslations({ locale, namespace: 'home.final' })
  const values = { minutes: site.consultationMinutes, hours: site.responseHours }
  return (
    <section aria-labelledby="final-title" className="px-4 sm:px-6">
      <div className="mx-auto max-w-5xl rounded-3xl bg-(--accent) px-6 py-10 text-center sm:py-12 text-(--accent-foreground) sm:px-12">
        <h2 id="final-title" className="text-3xl font-extrabold sm:text-4xl">
          {t('title')}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl sm:text-lg">{t('text', values)}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row sm:flex-wrap">
          <Link href="/reservation" className={buttonStyles.inverse}>
            {t('book')}
          </Link>
          <Link
            href={projectType ? { pathname: '/contact', query: { projectType } } : '/contact'}
            className={buttonStyles.outline}
          >
            {t('contact')}
          </Link>
        </div>
      </div>
    </section>
  )
}
