import { getTranslations } from 'next-intl/server'

import { pageWindow } from '@/features/blog/addresses/pagination'
import type { Locale } from '@/i18n/locales'

type Props = { locale: Locale; basePath: string; page: number; pages: number }

const pageHref = (basePath: string, page: number) =>
  page === 1 ? basePath : `${basePath}${basePath.includes('?') ? '&' : '?'}page=${page}`

const box =
  'inline-grid min-h-11 min-w-11 place-items-center rounded-lg border-2 px-3 font-semibold'

/** Numbered pages as plain links (`?page=2`), with gaps past a few pages. */
export async function BlogPagination({ locale, basePath, page, pages }: Props) {
  if (pages <= 1) return null
  const t = await getTranslations({ locale, namespace: 'blog' })
  return (
    <nav aria-label={t('paginationLabel')} className="mt-12">
      <p className="sr-only">{t('pageOf', { page, pages })}</p>
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {page > 1 && (
          <li>
            <a
              href={pageHref(basePath, page - 1)}
              rel="prev"
              className={`${box} border-(--border)`}
            >
              {t('previous')}
            </a>
          </li>
        )}
        {pageWindow(page, pages).map((item, index) =>
          item === null ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1">
              …
            </li>
          ) : (
            <li key={item}>
              <a
                href={pageHref(basePath, item)}
                aria-current={item === page ? 'page' : undefined}
                aria-label={t('pageN', { page: item })}
                className={`${box} ${
                  item === page
                    ? 'border-(--accent) bg-(--accent) text-(--accent-foreground)'
                    : 'border-(--border)'
                }`}
              >
                {item}
              </a>
            </li>
          ),
        )}
        {page < pages && (
          <li>
            <a
              href={pageHref(basePath, page + 1)}
              rel="next"
              className={`${box} border-(--border)`}
            >
              {t('next')}
            </a>
          </li>
        )}
      </ul>
    </nav>
  )
}
