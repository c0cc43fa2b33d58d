import { getTranslations } from 'next-intl/server'

import { Icon } from '@/components/ui/icons/Icon'
import { Link } from '@/i18n/navigation'
import type { Locale } from '@/i18n/locales'

/**
 * What the service worker shows for a page that is neither reachable nor cached. Precached at
 * install, so it needs no network; "Try again" is a plain link to the page the visitor wanted.
 */
export async function OfflinePage({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'offline' })
  return (
    <section
      aria-labelledby="offline-title"
      className="mx-auto max-w-2xl px-4 py-24 text-center sm:px-6"
    >
      <Icon name="wifi-off" className="mx-auto size-12 text-(--accent)" />
      <h1 id="offline-title" className="mt-6 text-4xl font-extrabold tracking-tight">
        {t('title')}
      </h1>
      <p className="mt-4 text-lg muted">{t('lead')}</p>
      <p className="mt-2 muted">{t('tips')}</p>
      <p className="mt-8 flex flex-wrap justify-center gap-4">
        <a
          href=""
          className="inline-flex min-h-11 items-center rounded-full bg-(--accent) px-6 font-semibold text-(--accent-foreground)"
        >
          {t('retry')}
        </a>
        <Link
          href="/"
          className="inline-flex min-h-11 items-center px-4 font-semibold underline-offset-4 hover:underline"
        >
          {t('home')}
        </Link>
      </p>
    </section>
  )
}
