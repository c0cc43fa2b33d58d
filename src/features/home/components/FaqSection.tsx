import { ChevronDown } from 'lucide-react'
import { getTranslations } from 'next-intl/server'

import { SectionHeading } from '@/features/home/components/SectionHeading'
import { faqItems } from '@/features/home/content'
import type { Locale } from '@/i18n/locales'

/** Native <details> so the answers open without JavaScript. */
export async function FaqSection({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'home.faq' })
  return (
    <section id="faq" aria-labelledby="faq-title" className="px-4 py-20 sm:px-6">
      <div className="mx-auto max-w-3xl">
        <SectionHeading id="faq" title={t('title')} />
        <div className="mt-10 divide-y divide-[var(--border)] border-y border-[var(--border)]">
          {faqItems.map((key) => (
            <details key={key} className="group py-2">
              <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-4 font-semibold">
                <h3>{t(`items.${key}.question`)}</h3>
                <ChevronDown
                  aria-hidden="true"
                  className="size-5 shrink-0 transition-transform group-open:rotate-180"
                />
              </summary>
              <p className="pb-4 text-[var(--muted-foreground)]">{t(`items.${key}.answer`)}</p>
            </details>
          ))}
        </div>
      </div>
    </section>
  )
}
