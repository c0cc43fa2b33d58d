import { getTranslations } from 'next-intl/server'

import { Icon } from '@/components/ui/icons/Icon'
import { PwaDemoSection } from '@/features/pwa-demo/components/PwaDemoSection'
import type { Locale } from '@/i18n/locales'

/**
 * The live PWA demo, one click away: unfolded it is three phone screens long, more than the
 * rest of the page's message needs. Opens without JavaScript (a native disclosure).
 */
export async function PwaDemoDisclosure({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'services.page.demo' })
  return (
    <div className="px-4 pb-12 sm:px-6 sm:pb-20">
      <details
        id="pwa-demo-disclosure"
        className="group mx-auto max-w-7xl rounded-2xl border-2 border-(--accent)"
      >
        <summary className="flex min-h-11 cursor-pointer list-none items-center gap-4 p-5 [&::-webkit-details-marker]:hidden">
          <Icon name="smartphone" className="size-8 shrink-0 text-(--accent)" />
          <span className="flex-1">
            <span className="block font-bold">{t('title')}</span>
            <span className="block text-sm muted">{t('text')}</span>
          </span>
          <Icon
            name="chevron-down"
            className="size-5 shrink-0 transition-transform group-open:rotate-180"
          />
        </summary>
        <PwaDemoSection locale={locale} />
      </details>
    </div>
  )
}
