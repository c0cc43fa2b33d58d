import { getTranslations } from 'next-intl/server'

import { Icon } from '@/components/ui/icons/Icon'
import { methodSteps } from '@/features/home/content'
import type { Locale } from '@/i18n/locales'

type Props = {
  locale: Locale
  /**
   * Level of the block's heading: 3 inside the home page's solutions section, 2 where the
   * methodology is a section of its own (services page); the steps' headings follow one below.
   */
  level?: 2 | 3
  /** Id of the heading, for the `aria-labelledby` of a section that wraps the block. */
  titleId?: string
}

/** The four-step methodology. */
export async function MethodSteps({ locale, level = 3, titleId }: Props) {
  const t = await getTranslations({ locale, namespace: 'home.solutions' })
  const Title = level === 2 ? 'h2' : 'h3'
  const StepTitle = level === 2 ? 'h3' : 'h4'
  return (
    <div className={level === 3 ? 'mt-20' : undefined}>
      <div className="mx-auto max-w-3xl text-center">
        <Title
          id={titleId}
          className={level === 2 ? 'section-title' : 'text-2xl font-bold sm:text-3xl'}
        >
          {t('methodTitle')}
        </Title>
        <p className="mt-3 muted">{t('methodLead')}</p>
      </div>
      <ol className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-4">
        {methodSteps.map(({ key, weeks }, index) => (
          <li key={key} className="relative card p-6">
            <div className="flex items-center justify-between gap-3">
              <span className="step-number">
                <span aria-hidden="true">{index + 1}</span>
                <span className="sr-only">{t('stepLabel', { number: index + 1 })}</span>
              </span>
              <span className="step-tag">
                <Icon name="clock" className="size-4 text-(--accent)" />
                {t('weeks', { range: weeks })}
              </span>
            </div>
            <StepTitle className="mt-4 text-lg font-bold">{t(`steps.${key}.title`)}</StepTitle>
            <p className="mt-2 text-sm muted">{t(`steps.${key}.description`)}</p>
          </li>
        ))}
      </ol>
    </div>
  )
}
