import { getTranslations } from 'next-intl/server'

import { Icon } from '@/components/ui/icons/Icon'
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
    <section
      id="testimonials"
      aria-labelledby="testimonials-title"
      className="py-10 sm:px-6 lg:py-12"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-0">
        <h2 id="testimonials-title" className="section-title">
          {t('title')}
        </h2>
      </div>
      {/* On phones the three slide sideways, the featured one first and widest; the list takes
          the focus so that a keyboard can scroll it too. */}
      <ul
        tabIndex={0}
        aria-labelledby="testimonials-title"
        className="relative mx-auto mt-6 flex max-w-7xl snap-x snap-mandatory scroll-px-4 gap-4 overflow-x-auto px-4 pb-2 sm:grid sm:grid-cols-2 sm:overflow-visible sm:px-0 sm:pb-0 lg:mt-8 lg:grid-cols-[2fr_1fr_1fr] lg:gap-6"
      >
        <li className="w-[88%] shrink-0 snap-start sm:col-span-2 sm:w-auto lg:col-span-1">
          <Featured item={featured} texts={texts} />
        </li>
        {others.map((item) => (
          <li
            key={item.id}
            className={`w-[82%] shrink-0 snap-start sm:w-auto ${others.length === 2 ? '' : 'sm:col-span-2 lg:col-span-1'}`}
          >
            <Compact item={item} texts={texts} />
          </li>
        ))}
      </ul>
    </section>
  )
}

function Featured({ item, texts }: { item: TestimonialView; texts: Texts }) {
  return (
    <figure className="flex h-full flex-col rounded-2xl bg-(--muted) p-5 sm:p-8 lg:p-7">
      <Icon name="quote" className="hidden size-8 text-(--accent) sm:block" />
      <blockquote className="flex-1 text-lg leading-relaxed font-medium sm:mt-4 lg:text-xl">
        <p>{item.quote}</p>
      </blockquote>
      <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-3 sm:mt-6 lg:mt-5">
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
        className="mt-4 border-t border-(--border) pt-4 sm:mt-6 sm:pt-6 lg:mt-5 lg:pt-5"
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
