import { getTranslations } from 'next-intl/server'

import { Icon } from '@/components/ui/icons/Icon'
import { SectionHeading } from '@/features/home/components/SectionHeading'
import { RatingStars } from '@/features/testimonials/components/RatingStars'
import { TestimonialAttribution } from '@/features/testimonials/components/TestimonialAttribution'
import { getPageTestimonials } from '@/features/testimonials/queries'
import type { TestimonialView } from '@/features/testimonials/testimonial-view'
import type { Locale } from '@/i18n/locales'

type Texts = { rating: (rating: number) => string; newTab: string }

/**
 * The owner's first testimonial for the home page, featured large with its result, then the
 * next two beside it. Nothing at all when the owner has published none for this page.
 */
export async function TestimonialsSection({ locale }: { locale: Locale }) {
  const [featured, ...others] = await getPageTestimonials(locale, 'home', 3)
  if (!featured) return null
  const t = await getTranslations({ locale, namespace: 'home.testimonials' })
  const shared = await getTranslations({ locale, namespace: 'testimonials' })
  const texts: Texts = {
    rating: (rating) => shared('rating', { rating }),
    newTab: shared('newTab'),
  }
  return (
    <section id="testimonials" aria-labelledby="testimonials-title" className="px-4 py-20 sm:px-6">
      <div className="mx-auto max-w-7xl">
        <SectionHeading id="testimonials" title={t('title')} lead={t('lead')} />
        <div className="mt-12 grid gap-6 lg:grid-cols-[3fr_2fr]">
          <Featured item={featured} texts={texts} />
          {others.length > 0 ? (
            <ul className="grid gap-6">
              {others.map((item) => (
                <li key={item.id}>
                  <Compact item={item} texts={texts} />
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </div>
    </section>
  )
}

function Featured({ item, texts }: { item: TestimonialView; texts: Texts }) {
  return (
    <figure className="flex flex-col rounded-2xl bg-(--muted) p-6 sm:p-10">
      <Icon name="quote" className="size-10 text-(--accent)" />
      <blockquote className="mt-4 flex-1 text-xl leading-relaxed font-medium sm:text-2xl">
        <p>{item.quote}</p>
      </blockquote>
      <div className="mt-6 flex flex-wrap items-center gap-x-4 gap-y-3">
        {item.result ? (
          <p className="badge bg-(--background)">
            <Icon name="trending-up" className="size-4 shrink-0 text-(--accent)" />
            {item.result}
          </p>
        ) : null}
        {item.rating ? (
          <RatingStars rating={item.rating} label={texts.rating(item.rating)} />
        ) : null}
      </div>
      <TestimonialAttribution
        item={item}
        newTab={texts.newTab}
        size="large"
        className="mt-6 border-t border-(--border) pt-6"
      />
    </figure>
  )
}

function Compact({ item, texts }: { item: TestimonialView; texts: Texts }) {
  return (
    <figure className="flex h-full flex-col card p-6">
      {item.result || item.rating ? (
        <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
          {item.result ? <p className="text-sm font-bold text-(--accent)">{item.result}</p> : null}
          {item.rating ? (
            <RatingStars rating={item.rating} label={texts.rating(item.rating)} />
          ) : null}
        </div>
      ) : null}
      <blockquote className="flex-1">
        <p>{item.quote}</p>
      </blockquote>
      <TestimonialAttribution item={item} newTab={texts.newTab} className="mt-5" />
    </figure>
  )
}
