import { getTranslations } from 'next-intl/server'

import type { CategoryView } from '@/features/blog/queries/taxonomy'
import type { Locale } from '@/i18n/locales'

type Props = { locale: Locale; categories: CategoryView[]; current?: string }

const chip = 'inline-flex min-h-11 items-center rounded-full border-2 px-4 font-semibold'
const selectedChip = 'border-(--accent) bg-(--accent) text-(--accent-foreground)'
const idleChip = 'border-(--border) bg-(--background) hover:border-(--accent)'

/**
 * The category filter as links to the category pages: it works without JavaScript, each state
 * has its own address (shareable, indexable), and the current one is marked for screen readers.
 */
export async function BlogCategoryNav({ locale, categories, current }: Props) {
  const t = await getTranslations({ locale, namespace: 'blog' })
  const items = [
    { key: 'all', href: `/${locale}/blog`, label: t('allCategories'), selected: !current },
    ...categories.map((category) => ({
      key: category.slug,
      href: `/${locale}/blog/category/${category.slug}`,
      label: category.name[locale],
      selected: category.slug === current,
    })),
  ]
  return (
    <nav aria-label={t('filterLabel')}>
      <ul className="flex flex-wrap gap-2">
        {items.map((item) => (
          <li key={item.key}>
            <a
              href={item.href}
              aria-current={item.selected ? 'page' : undefined}
              className={`${chip} ${item.selected ? selectedChip : idleChip}`}
            >
              {item.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
