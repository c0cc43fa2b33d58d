import { getTranslations } from 'next-intl/server'

import { PageHero } from '@/components/ui/PageHero'
import { BlogPagination } from '@/features/blog/pages/BlogPagination'
import { Highlighted } from '@/features/search/components/Highlighted'
import type { SearchOutcome } from '@/features/search/search-site'
import { typeset } from '@/i18n/french-typography'
import { localizedPath } from '@/i18n/pathnames'
import type { Locale } from '@/i18n/locales'

type Props = { locale: Locale; query: string; outcome: SearchOutcome | 'limited'; page: number }

/** The search form (a plain GET form) and its results, highlighted, with pages. */
export async function SearchPage({ locale, query, outcome, page }: Props) {
  const t = await getTranslations({ locale, namespace: 'search' })
  const action = localizedPath(locale, '/search')
  return (
    <>
      <PageHero id="search-title" eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')}>
        <form
          role="search"
          action={action}
          method="get"
          className="mt-8 flex max-w-2xl flex-col gap-3 sm:flex-row"
        >
          <label htmlFor="search-q" className="sr-only">
            {t('label')}
          </label>
          <input
            id="search-q"
            type="search"
            name="q"
            defaultValue={query}
            maxLength={200}
            placeholder={t('placeholder')}
            className="min-h-12 flex-1 rounded-lg border-2 border-(--border) bg-(--background) px-4"
          />
          <button
            type="submit"
            className="min-h-12 rounded-lg bg-(--accent) px-6 font-semibold text-(--accent-foreground)"
          >
            {t('submit')}
          </button>
        </form>
      </PageHero>
      <div className="mx-auto max-w-4xl px-4 pb-20 sm:px-6">
        {outcome === 'limited' ? (
          <p role="alert">{t('tooMany')}</p>
        ) : outcome.terms.length === 0 ? (
          <p className="muted">{t('start')}</p>
        ) : outcome.total === 0 ? (
          <div role="status">
            <h2 className="text-2xl font-bold">{t('emptyTitle', { query })}</h2>
            <p className="mt-3">{t('emptyText')}</p>
            <ul className="mt-4 list-disc space-y-2 pl-6">
              <li>
                <a
                  href={localizedPath(locale, '/blog')}
                  className="font-semibold underline underline-offset-4"
                >
                  {t('emptyBlog')}
                </a>
              </li>
              <li>
                <a
                  href={localizedPath(locale, '/centre-ressources-faq')}
                  className="font-semibold underline underline-offset-4"
                >
                  {t('emptyFaq')}
                </a>
              </li>
            </ul>
          </div>
        ) : (
          <section aria-labelledby="search-results">
            {/* The live region holds the heading: HTML allows no status inside a heading. */}
            <div role="status">
              <h2 id="search-results" className="text-xl font-bold">
                {t(outcome.capped ? 'resultCountCapped' : 'resultCount', {
                  count: outcome.total,
                  query,
                })}
              </h2>
            </div>
            <ol className="mt-6 space-y-6" aria-label={t('resultsLabel')}>
              {outcome.results.map((result) => (
                <li
                  key={result.href}
                  data-testid="search-result"
                  className="rounded-2xl border border-(--border) p-5"
                >
                  <p className="text-sm muted">
                    {[t(`kinds.${result.kind}`), typeset(result.category ?? '', result.language)]
                      .filter(Boolean)
                      .join(' · ')}
                    {result.language !== locale && ` · ${t('otherLanguage')}`}
                  </p>
                  <h3 className="mt-1 text-lg font-bold" lang={result.language}>
                    <a href={result.href} className="underline-offset-4 hover:underline">
                      <Highlighted
                        text={typeset(result.title, result.language)}
                        terms={outcome.terms}
                        forms={outcome.forms}
                      />
                    </a>
                  </h3>
                  <p className="mt-2 muted" lang={result.language}>
                    <Highlighted
                      text={typeset(result.text, result.language)}
                      terms={outcome.terms}
                      forms={outcome.forms}
                    />
                  </p>
                </li>
              ))}
            </ol>
            <BlogPagination
              locale={locale}
              basePath={`${action}?q=${encodeURIComponent(query)}`}
              page={page}
              pages={outcome.pages}
            />
          </section>
        )}
      </div>
    </>
  )
}
