import { getTranslations } from 'next-intl/server'

import { getPathname } from '@/i18n/navigation'
import type { Locale } from '@/i18n/locales'

/**
 * The footer's newsletter e-mail field. Its sign-up flow (stored subscription and lead) belongs
 * to the lead-capture feature; until then the form carries the address to the contact page,
 * where the visitor can ask for it, instead of pretending a subscription happened.
 */
export async function NewsletterField({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'footer' })
  return (
    <form action={getPathname({ locale, href: '/contact' })} method="get" className="max-w-sm">
      <h2 className="text-sm font-bold uppercase tracking-wide">{t('newsletterTitle')}</h2>
      <p className="mt-2 text-sm text-[var(--muted-foreground)]">{t('newsletterText')}</p>
      <label htmlFor="footer-newsletter-email" className="mt-3 block text-sm font-medium">
        {t('newsletterLabel')}
      </label>
      <div className="mt-1 flex gap-2">
        <input
          id="footer-newsletter-email"
          name="email"
          type="email"
          required
          autoComplete="email"
          placeholder={t('newsletterPlaceholder')}
          className="min-h-11 w-full rounded-lg border border-[var(--border)] bg-[var(--background)] px-3"
        />
        <button
          type="submit"
          className="min-h-11 shrink-0 rounded-lg bg-[var(--accent)] px-4 font-semibold text-[var(--accent-foreground)]"
        >
          {t('newsletterSubmit')}
        </button>
      </div>
    </form>
  )
}
