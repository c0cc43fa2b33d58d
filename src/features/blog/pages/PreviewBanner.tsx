import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'

/** Tells the owner the page is a preview, with the way out. */
export async function PreviewBanner({ locale, path }: { locale: Locale; path: string }) {
  const t = await getTranslations({ locale, namespace: 'blogArticle' })
  return (
    <p
      role="status"
      className="mx-auto mb-8 flex max-w-3xl flex-wrap items-center justify-between gap-3 rounded-lg border-2 border-(--accent) p-4 font-semibold"
    >
      {t('previewBanner')}
      <a
        href={`/blog-preview/exit?path=${encodeURIComponent(path)}`}
        className="underline underline-offset-4"
      >
        {t('previewExit')}
      </a>
    </p>
  )
}
