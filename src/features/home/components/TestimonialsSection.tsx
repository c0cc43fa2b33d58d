import { getTranslations } from 'next-intl/server'

import { Icon } from '@/components/ui/icons/Icon'
import { SectionHeading } from '@/features/home/components/SectionHeading'
import { testimonialItems } from '@/features/home/content'
import type { Locale } from '@/i18n/locales'

/** Clients are named by role and kind of business only: no personal names are published. */
export async function TestimonialsSection({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'home.testimonials' })
  return (
    <section id="testimonials" aria-labelledby="testimonials-title" className="px-4 py-20 sm:px-6">
      <div className="mx-auto max-w-7xl">
        <SectionHeading id="testimonials" title={t('title')} lead={t('lead')} />
        <ul className="mt-12 grid gap-6 md:grid-cols-2">
          {testimonialItems.map((key) => (
            <li key={key}>
              <figure className="flex h-full flex-col card p-6 shadow-sm sm:p-8">
                <p className="badge">
                  <Icon name="trending-up" className="size-4 shrink-0 text-(--accent)" />
                  {t(`items.${key}.result`)}
                </p>
                <blockquote className="mt-5 flex flex-1 gap-3 text-lg">
                  <Icon name="quote" className="size-6 shrink-0 text-(--accent)" />
                  <p>{t(`items.${key}.content`)}</p>
                </blockquote>
                <figcaption className="mt-6 border-t border-(--border) pt-4 text-sm">
                  <span className="font-semibold">{t(`items.${key}.name`)}</span>
                  <span className="muted">, {t(`items.${key}.company`)}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
