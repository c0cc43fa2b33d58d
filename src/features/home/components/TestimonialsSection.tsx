import { Quote } from 'lucide-react'
import { getTranslations } from 'next-intl/server'

import { SectionHeading } from '@/features/home/components/SectionHeading'
import { testimonialItems } from '@/features/home/content'
import type { Locale } from '@/i18n/locales'

export async function TestimonialsSection({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'home.testimonials' })
  return (
    <section id="testimonials" aria-labelledby="testimonials-title" className="px-4 py-20 sm:px-6">
      <div className="mx-auto max-w-7xl">
        <SectionHeading id="testimonials" title={t('title')} lead={t('lead')} />
        <ul className="mt-12 grid gap-6 lg:grid-cols-3">
          {testimonialItems.map((key) => (
            <li key={key}>
              <figure className="flex h-full flex-col rounded-2xl border border-[var(--border)] p-6">
                <Quote aria-hidden="true" className="size-8 text-[var(--accent)]" />
                <blockquote className="mt-4 flex-1 text-lg">{t(`items.${key}.content`)}</blockquote>
                <p className="mt-6 rounded-lg bg-[var(--muted)] px-3 py-2 text-sm font-bold">
                  {t(`items.${key}.result`)}
                </p>
                <figcaption className="mt-4 text-sm">
                  <span className="font-semibold">{t(`items.${key}.name`)}</span>
                  <span className="text-[var(--muted-foreground)]">
                    , {t(`items.${key}.company`)}
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
