import { Disclosure } from '@/components/ui/Disclosure'
import type { FaqTheme } from '@/features/resources/faq-search'
import { useTranslations } from '@/i18n/client-messages'

/** Shortcuts to the themes shown, then each theme's questions. */
export function FaqThemeList({ themes }: { themes: FaqTheme[] }) {
  const t = useTranslations('resources.search')
  return (
    <>
      <nav aria-label={t('themesLabel')} className="mt-4">
        <ul className="flex flex-wrap gap-2">
          {themes.map((theme) => (
            <li key={theme.id}>
              <a
                href={`#faq-theme-${theme.id}`}
                className="inline-flex min-h-11 items-center gap-2 rounded-full border border-(--border) px-4 text-sm font-semibold hover:border-(--accent)"
              >
                {theme.title}
                <span className="muted">({theme.entries.length})</span>
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-10 space-y-12">
        {themes.map((theme) => (
          <section
            key={theme.id}
            id={`faq-theme-${theme.id}`}
            aria-labelledby={`faq-theme-${theme.id}-title`}
            className="scroll-mt-24"
          >
            <h3 id={`faq-theme-${theme.id}-title`} className="text-2xl font-bold">
              {theme.title}
            </h3>
            <div className="mt-4 divide-y divide-(--border) border-y border-(--border)">
              {theme.entries.map((entry) => (
                <Disclosure
                  key={entry.id}
                  id={`faq-${entry.id}`}
                  question={entry.question}
                  answer={entry.answer}
                />
              ))}
            </div>
          </section>
        ))}
      </div>
    </>
  )
}
