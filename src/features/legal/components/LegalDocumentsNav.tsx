import { getTranslations } from 'next-intl/server'

import { legalKeys, legalPaths, type LegalKey } from '@/features/legal/legal-documents'
import { Link } from '@/i18n/navigation'
import type { Locale } from '@/i18n/locales'

/** The four legal documents side by side, at the end of each of them. */
export async function LegalDocumentsNav({
  locale,
  current,
}: {
  locale: Locale
  current: LegalKey
}) {
  const t = await getTranslations({ locale, namespace: 'legal' })
  return (
    <nav aria-labelledby="legal-documents-title" className="mt-16 px-4 sm:px-6">
      <h2 id="legal-documents-title" className="mx-auto max-w-6xl text-xl font-bold">
        {t('documentsTitle')}
      </h2>
      <ul className="mx-auto mt-4 grid max-w-6xl gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {legalKeys.map((key) => (
          <li key={key}>
            <Link
              href={legalPaths[key]}
              aria-current={key === current ? 'page' : undefined}
              className="flex min-h-14 items-center rounded-xl border border-(--border) px-4 py-3 font-semibold hover:border-(--accent) aria-[current=page]:border-(--accent) aria-[current=page]:bg-(--muted)"
            >
              {t(`documents.${key}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
