import { getTranslations } from 'next-intl/server'

import {
  categoryQuery,
  filterCategories,
  type FilterCategory,
} from '@/features/portfolio/categories'
import { Link } from '@/i18n/navigation'
import type { Locale } from '@/i18n/locales'

type Props = { locale: Locale; current: FilterCategory }

/**
 * The category filter as plain links (`?category=web`): it works without JavaScript, the state
 * lives in the URL (shareable, back button), and with JavaScript it is a soft navigation that
 * keeps the scroll position.
 */
export async function CategoryFilter({ locale, current }: Props) {
  const t = await getTranslations({ locale, namespace: 'portfolio' })
  return (
    <nav aria-label={t('filter.label')}>
      <ul className="flex flex-wrap gap-2">
        {filterCategories.map((category) => {
          const selected = category === current
          return (
            <li key={category}>
              <Link
                href={{ pathname: '/realisations', query: categoryQuery(category) }}
                scroll={false}
                aria-current={selected ? 'page' : undefined}
                className={`inline-flex min-h-11 items-center rounded-full border-2 px-4 font-semibold ${
                  selected
                    ? 'border-(--accent) bg-(--accent) text-(--accent-foreground)'
                    : 'border-(--border) bg-(--background) hover:border-(--accent)'
                }`}
              >
                {t(`categories.${category}`)}
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
