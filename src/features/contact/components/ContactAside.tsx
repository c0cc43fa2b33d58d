import { getTranslations } from 'next-intl/server'

import { Icon } from '@/components/ui/icons/Icon'
import { getSiteSettings } from '@/features/site-settings/get-site-settings'
import { Link } from '@/i18n/navigation'
import type { Locale } from '@/i18n/locales'

const row = 'flex items-start gap-3 rounded-xl border border-(--border) p-4'

/** Email, phone, WhatsApp and meeting, next to the form. */
export async function ContactAside({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'contact.methods' })
  const settings = await getSiteSettings()
  return (
    <aside aria-labelledby="contact-methods-title">
      <h2 id="contact-methods-title" className="mb-6 text-2xl font-bold">
        {t('title')}
      </h2>
      <ul className="space-y-3">
        <li className={row}>
          <Icon name="mail" className="mt-1 size-5 text-(--accent)" />
          <div>
            <p className="font-semibold">{t('email')}</p>
            <a href={`mailto:${settings.email}`} className="underline">
              {settings.email}
            </a>
          </div>
        </li>
        <li className={row}>
          <Icon name="phone" className="mt-1 size-5 text-(--accent)" />
          <div>
            <p className="font-semibold">{t('phone')}</p>
            <a href={`tel:${settings.phone.replace(/\s+/g, '')}`} className="underline">
              {settings.phone}
            </a>
          </div>
        </li>
        <li className={row}>
          <Icon name="message-circle" className="mt-1 size-5 text-(--accent)" />
          <div>
            <p className="font-semibold">{t('whatsapp')}</p>
            <a
              href={`https://wa.me/${settings.whatsapp.replace(/\D/g, '')}`}
              className="underline"
              rel="noopener"
            >
              {t('whatsappText')}
            </a>
          </div>
        </li>
        <li className={row}>
          <Icon name="calendar-days" className="mt-1 size-5 text-(--accent)" />
          <div>
            <p className="font-semibold">{t('meeting')}</p>
            <Link href="/reservation" className="underline">
              {t('meetingText')}
            </Link>
          </div>
        </li>
      </ul>
    </aside>
  )
}
