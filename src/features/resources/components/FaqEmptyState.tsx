import { SearchX } from 'lucide-react'
import type { MouseEvent } from 'react'

import { buttonStyles } from '@/components/ui/button-styles'
import { useTranslations } from '@/i18n/client-messages'

type Props = {
  clearHref: string
  /** The contact page's address, resolved on the server. */
  contactHref: string
  onClear: (event: MouseEvent<HTMLAnchorElement>) => void
}

/** No question matches: say so, offer to clear the search, or to ask the question directly. */
export function FaqEmptyState({ clearHref, contactHref, onClear }: Props) {
  const t = useTranslations('resources.search')
  return (
    <div className="mt-6 rounded-2xl border-2 border-dashed border-(--border) p-8 text-center">
      <SearchX aria-hidden="true" className="mx-auto size-10 text-(--accent)" />
      <h3 className="mt-4 text-xl font-bold">{t('emptyTitle')}</h3>
      <p className="mx-auto mt-2 max-w-xl muted">{t('emptyText')}</p>
      <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
        {/* A plain link: without JavaScript it reloads the page unfiltered. */}
        <a href={clearHref} onClick={onClear} className={buttonStyles.outline}>
          {t('clear')}
        </a>
        <a href={contactHref} className={buttonStyles.primary}>
          {t('ask')}
        </a>
      </div>
    </div>
  )
}
