import { getTranslations } from 'next-intl/server'

import { Icon } from '@/components/ui/icons/Icon'
import { Link } from '@/i18n/navigation'
import type { Locale } from '@/i18n/locales'

/** One line to the four-step method, which the services page alone spells out. */
export async function MethodLink({
  locale,
  className = '',
}: {
  locale: Locale
  className?: string
}) {
  const t = await getTranslations({ locale, namespace: 'services.page' })
  return (
    <p className={className}>
      <Link href={{ pathname: '/services', hash: 'method' }} className="link-arrow">
        {t('methodLink')}
        <Icon name="arrow-right" className="size-4 shrink-0" />
      </Link>
    </p>
  )
}
