import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'

import type { LegalDocument } from '@/features/legal/content/legal-types'
import { LegalBlocks } from '@/features/legal/components/LegalBlocks'
import { LegalDocumentsNav } from '@/features/legal/components/LegalDocumentsNav'
import { LegalToc, type TocEntry } from '@/features/legal/components/LegalToc'
import type { LegalKey } from '@/features/legal/legal-documents'
import { formatLegalDate } from '@/features/legal/legal-text'
import type { Locale } from '@/i18n/locales'

type Props = {
  locale: Locale
  current: LegalKey
  document: LegalDocument
  /** Under the lead: the terms of sale put their PDF and the legal notices there. */
  actions?: ReactNode
  /** Before the first section, outside the contents (a summary). */
  before?: ReactNode
  /** After the last section, with its own entry in the contents. */
  after?: { entry: TocEntry; node: ReactNode }
}

/** Every legal page: title and date, contents, the sections, then the other legal documents. */
export async function LegalPage({ locale, current, document, actions, before, after }: Props) {
  const t = await getTranslations({ locale, namespace: 'legal' })
  const entries: TocEntry[] = document.sections.map(({ id, title }) => ({ id, title }))
  if (after) entries.push(after.entry)
  return (
    <div className="pb-4">
      <header className="px-4 pb-10 pt-16 sm:px-6">
        <div className="mx-auto max-w-6xl">
          <p className="font-semibold text-(--accent)">{t('eyebrow')}</p>
          <h1 className="mt-2 text-4xl font-extrabold tracking-tight sm:text-5xl">
            {document.title}
          </h1>
          <p className="mt-4 muted">
            {t('lastUpdated')}{' '}
            <time dateTime={document.lastUpdated}>
              {formatLegalDate(document.lastUpdated, locale)}
            </time>
          </p>
          <p className="mt-4 max-w-3xl text-lg">{document.description}</p>
          {actions ? <div className="mt-6 flex flex-wrap gap-3">{actions}</div> : null}
        </div>
      </header>
      <div className="px-4 sm:px-6">
        <div className="mx-auto grid max-w-6xl gap-10 lg:grid-cols-[17rem_1fr]">
          <LegalToc title={t('toc')} entries={entries} />
          <div className="min-w-0 max-w-3xl space-y-12">
            {before}
            {document.sections.map((section) => (
              <section
                key={section.id}
                id={section.id}
                aria-labelledby={`${section.id}-title`}
                className="scroll-mt-24"
              >
                <h2 id={`${section.id}-title`} className="mb-4 text-2xl font-bold">
                  {section.title}
                </h2>
                <LegalBlocks blocks={section.blocks} />
              </section>
            ))}
            {after?.node}
          </div>
        </div>
      </div>
      <LegalDocumentsNav locale={locale} current={current} />
    </div>
  )
}
