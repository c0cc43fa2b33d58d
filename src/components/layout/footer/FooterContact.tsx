import { getTranslations } from 'next-intl/server'

import { Icon } from '@/components/ui/icons/Icon'
import { PhoneReveal } from '@/components/layout/footer/PhoneReveal.client'
import type { PublicSiteSettings } from '@/features/site-settings/public-settings'
import type { Locale } from '@/i18n/locales'

export async function FooterContact({
  locale,
  settings,
}: {
  locale: Locale
  settings: PublicSiteSettings
}) {
  const t = await getTranslations({ locale, namespace: 'footer' })
  return (
    <div>
      <h2 className="eyebrow">{t('contactTitle')}</h2>
      <ul className="mt-3 space-y-2">
        <li className="flex items-center gap-2">
          <Icon name="mail" className="size-4 shrink-0" />
          <a href={`mailto:${settings.email}`} className="underline">
            {settings.email}
          </a>
        </li>
        <li className="flex items-center gap-2">
          <Icon name="phone" className="size-4 shrink-0" />
          <PhoneReveal phone={settings.phone} hiddenLabel={t('phoneHidden')} />
        </li>
        <li className="flex items-center gap-2">
          <Icon name="message-circle" className="size-4 shrink-0" />
          <a
            href={`https://wa.me/${settings.whatsapp.replace(/\D/g, '')}`}
            className="underline"
            rel="noopener"
          >
            {t('whatsapp')}
          </a>
        </li>
        <li className="flex items-center gap-2">
          <Icon name="linkedin" className="size-4 shrink-0" />
          <a href={settings.linkedin} className="underline" rel="noopener">
            {t('linkedin')}
          </a>
        </li>
      </ul>
      <p className="mt-3 text-sm font-medium">{t('responsePromise')}</p>
    </div>
  )
}
