import { CalendarDays, Mail, MessageCircle, Phone } from 'lucide-react'
import { getTranslations } from 'next-intl/server'

import { getSiteSettings } from '@/features/site-settings/get-site-settings'
import { Link } from '@/i18n/navigation'
import type { Locale } from '@/i18n/locales'

const row = 'flex items-start gap-3 rounded-xl border border-[var(--border)] p-4'

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
          <Mail aria-hidden="true" className="mt-1 size-5 text-[var(--accent)]" />
          <div>
            <p className="font-semibold">{t('email')}</p>
            <a href={`mailto:${settings.email}`} className="underline">
              {settings.email}
            </a>
          </div>
        </li>
        <li className={row}>
          <Phone aria-hidden="true" className="mt-1 size-5 text-[var(--accent)]" />
          <div>
            <p className="font-semibold">{t('phone')}</p>
            <a href={`tel:${settings.phone.replace(/\s+/g, '')}`} className="underline">
              {settings.phone}
            </a>
          </div>
        </li>
        <li className={row}>
          <MessageCircle aria-hidden="true" className="mt-1 size-5 text-[var(--accent)]" />
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
          <CalendarDays aria-hidden="true" className="mt-1 size-5 text-[var(--accent)]" />
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
