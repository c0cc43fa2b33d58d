import { getTranslations } from 'next-intl/server'

import { RatingStars } from '@/features/testimonials/components/RatingStars'
import { TestimonialAttribution } from '@/features/testimonials/components/TestimonialAttribution'
import type { TestimonialPage } from '@/features/testimonials/pages'
import { getPageTestimonials } from '@/features/testimonials/queries'
import type { Locale } from '@/i18n/locales'

type Props = { locale: Locale; page: TestimonialPage; title: string; headingId: string }

/**
 * The testimonials the owner chose for a page other than the home: quotes set off by a rule
 * rather than cards, lighter beside a form or a booking step. Nothing when there are none.
 */
export async function PageTestimonials({ locale, page, title, headingId }: Props) {
  const items = await getPageTestimonials(locale, page, 3)
  if (items.length === 0) return null
  const t = await getTranslations({ locale, namespace: 'testimonials' })
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-2xl font-bold">
        {title}
      </h2>
      <ul className={`mt-6 grid gap-8 ${items.length > 2 ? 'lg:grid-cols-3' : 'md:grid-cols-2'}`}>
        {items.map((item) => (
          <li key={item.id}>
            <figure className="flex h-full flex-col border-l-4 border-(--accent) pl-5">
              <blockquote className="flex-1 text-lg">
                <p>{item.quote}</p>
              </blockquote>
              {item.rating ? (
                <RatingStars
                  rating={item.rating}
                  label={t('rating', { rating: item.rating })}
                  className="mt-3"
                />
              ) : null}
              <TestimonialAttribution item={item} newTab={t('newTab')} className="mt-4" />
            </figure>
          </li>
        ))}
      </ul>
    </section>
  )
}
