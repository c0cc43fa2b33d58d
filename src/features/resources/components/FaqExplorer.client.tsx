'use client'

import { Search } from 'lucide-react'
import { useEffect, useMemo, useRef, useState, type FormEvent, type MouseEvent } from 'react'

import { FaqEmptyState } from '@/features/resources/components/FaqEmptyState'
import { FaqThemeList } from '@/features/resources/components/FaqThemeList'
import { useTranslations } from '@/i18n/client-messages'
import {
  countEntries,
  filterFaq,
  MAX_QUERY_LENGTH,
  type FaqTheme,
} from '@/features/resources/faq-search'

type Props = {
  themes: FaqTheme[]
  /** The `?q=` the server filtered with: the first render matches the page without JavaScript. */
  initialQuery: string
  /** This page's path: the form's target without JavaScript, and the "clear" link. */
  action: string
  /** The contact page's address, resolved on the server. */
  contactHref: string
}

/**
 * The searchable FAQ. Without JavaScript the form is a plain GET the server answers filtered;
 * once hydrated the same filter runs as the visitor types, the address follows (so the result
 * can be shared or reloaded) and the count is announced through the status line.
 */
export function FaqExplorer({ themes, initialQuery, action, contactHref }: Props) {
  const t = useTranslations('resources.search')
  const [query, setQuery] = useState(initialQuery)
  const input = useRef<HTMLInputElement>(null)
  const results = useMemo(() => filterFaq(themes, query), [themes, query])
  const trimmed = query.trim()

  useEffect(() => {
    const url = new URL(window.location.href)
    if (trimmed) url.searchParams.set('q', trimmed)
    else url.searchParams.delete('q')
    if (url.href !== window.location.href) window.history.replaceState(null, '', url)
  }, [trimmed])

  function clear(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault()
    setQuery('')
    input.current?.focus()
  }

  return (
    <div>
      <form
        role="search"
        method="get"
        action={`${action}#faq`}
        onSubmit={(event: FormEvent) => event.preventDefault()}
        className="rounded-2xl border border-(--border) bg-(--muted) p-5 sm:p-6"
      >
        <label htmlFor="faq-query" className="block font-semibold">
          {t('label')}
        </label>
        <div className="mt-2 flex flex-col gap-3 sm:flex-row">
          <div className="relative flex-1">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 muted"
            />
            <input
              ref={input}
              id="faq-query"
              type="search"
              name="q"
              value={query}
              maxLength={MAX_QUERY_LENGTH}
              onChange={(event) => setQuery(event.target.value)}
              placeholder={t('placeholder')}
              aria-describedby="faq-query-hint"
              autoComplete="off"
              className="min-h-12 w-full rounded-lg border-2 border-(--foreground) bg-(--background) py-2 pr-3 pl-11 text-(--foreground) placeholder:text-(--muted-foreground)"
            />
          </div>
          <button
            type="submit"
            className="inline-flex min-h-12 items-center justify-center rounded-lg bg-(--accent) px-6 font-semibold text-(--accent-foreground)"
          >
            {t('submit')}
          </button>
        </div>
        <p id="faq-query-hint" className="mt-2 text-sm muted">
          {t('hint')}
        </p>
      </form>
      <p role="status" aria-atomic="true" className="mt-6 font-semibold">
        {trimmed
          ? t('results', { count: countEntries(results), query: trimmed })
          : t('all', { count: countEntries(themes), themes: themes.length })}
      </p>
      {results.length === 0 ? (
        <FaqEmptyState clearHref={`${action}#faq`} contactHref={contactHref} onClear={clear} />
      ) : (
        <FaqThemeList themes={results} />
      )}
    </div>
  )
}
