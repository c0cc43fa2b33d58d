'use client'

import { useTranslations } from 'next-intl'

// A client component on purpose: a server one would read the locale from the request headers
// and turn every page of the segment into a dynamic one.
export default function Loading() {
  const t = useTranslations('status')
  return (
    <div role="status" aria-live="polite" className="flex min-h-[50vh] items-center justify-center">
      <p className="text-lg text-[var(--muted-foreground)]">{t('loadingPage')}</p>
    </div>
  )
}
