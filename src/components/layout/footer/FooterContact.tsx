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
      {/* Two columns for the two networks: the essentials stay in view in little height. */}
      <ul className="mt-2 grid max-w-sm grid-cols-2 gap-x-4 [&>li]:flex [&>li]:min-h-11 [&>li]:items-center [&>li]:gap-2">
        <li className="col-span-2">
          <Icon name="mail" className="size-4 shrink-0" />
          <a href={`mailto:${settings.email}`} className="underline">
            {settings.email}
          </a>
        </li>
        <li className="col-span-2">
          <Icon name="phone" className="size-4 shrink-0" />
          <PhoneReveal phone={settings.phone} hiddenLabel={t('phoneHidden')} />
        </li>
        <li>
          <Icon name="message-circle" className="size-4 shrink-0" />
          <a
            href={`https://wa.me/${settings.whatsapp.replace(/\D/g, '')}`}
            className="underline"
            rel="noopener"
          >
            {t('whatsapp')}
          </a>
        </li>
        <li>
          <Icon name="linkedin" className="size-4 shrink-0" />
          <a href={settings.linkedin} className="underline" rel="noopener">
            {t('linkedin')}
          </a>
        </li>
      </ul>
      <p className="mt-1 text-sm font-medium">{t('responsePromise')}</p>
    </div>
  )
}
