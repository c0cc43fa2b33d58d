'use client'

import { useStatusText } from '@/components/layout/StatusText.client'
import { buttonStyles } from '@/components/ui/button-styles'

// A client component on purpose: it reads its texts from the shell's context, so neither the
// layout's not-found.tsx nor a page that draws it reads the locale from the request headers
// (which would turn every page under [locale] into a dynamic one).
/** The not-found screen ("Page introuvable"), with the way back home and to the contact page. */
export function NotFoundScreen() {
  const t = useStatusText()
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 px-6 pt-24 text-center">
      <p className="text-6xl font-black text-[var(--accent)]" aria-hidden="true">
        404
      </p>
      <h1 className="text-3xl font-bold">{t.notFoundTitle}</h1>
      <p className="text-[var(--muted-foreground)]">{t.notFoundText}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <a href={t.links.home} className={buttonStyles.primary}>
          {t.notFoundHome}
        </a>
        <a href={t.links.contact} className={buttonStyles.outline}>
          {t.notFoundContact}
        </a>
      </div>
    </div>
  )
}
