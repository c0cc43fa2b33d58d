import { getTranslations } from 'next-intl/server'

export default async function Loading() {
  const t = await getTranslations('status')
  return (
    <div role="status" aria-live="polite" className="flex min-h-[50vh] items-center justify-center">
      <p className="text-lg text-[var(--muted-foreground)]">{t('loadingPage')}</p>
    </div>
  )
}
