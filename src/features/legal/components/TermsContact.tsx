import { getTranslations } from 'next-intl/server'

import { oneLineAddress } from '@/features/legal/legal-text'
import type { PublicSiteSettings } from '@/features/site-settings/public-settings'
import type { Locale } from '@/i18n/locales'

type Props = {
  locale: Locale
  id: string
  title: string
  text: string
  /** The legal name, e-mail, phone and registered office of the settings, as the PDF prints them. */
  settings: Pick<PublicSiteSettings, 'email' | 'phone' | 'address' | 'legal'>
}

const linkStyle = 'font-semibold text-(--accent) underline underline-offset-2'

/** How to reach the provider about the terms: the same values as the PDF. */
export async function TermsContact({ locale, id, title, text, settings }: Props) {
  const { email, phone, address, legal } = settings
  const t = await getTranslations({ locale, namespace: 'legal.contact' })
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="scroll-mt-24 rounded-2xl border border-(--border) p-6"
    >
      <h2 id={`${id}-title`} className="text-2xl font-bold">
        {title}
      </h2>
      <p className="mt-3">{text}</p>
      <p className="mt-4 font-semibold">{legal.legalName}</p>
      <dl className="mt-2 grid gap-x-6 gap-y-2 sm:grid-cols-[8rem_1fr]">
        <dt className="font-semibold">{t('email')}</dt>
        <dd>
          <a href={`mailto:${email}`} className={linkStyle}>
            {email}
          </a>
        </dd>
        <dt className="font-semibold">{t('phone')}</dt>
        <dd>
          <a href={`tel:${phone.replace(/\s/g, '')}`} className={linkStyle}>
            {phone}
          </a>
        </dd>
        <dt className="font-semibold">{t('address')}</dt>
        <dd>{oneLineAddress(address)}</dd>
      </dl>
    </section>
  )
}
