import { getTranslations } from 'next-intl/server'

import { linkedAppointment } from '@/features/booking/components/linked-appointment'
import { ManageButton } from '@/features/booking/components/ManageButton.client'
import { ManageFrame } from '@/features/booking/components/ManageFrame'
import { flowHref } from '@/features/booking/booking-steps'
import { cancelAppointment } from '@/features/booking/manage-actions'
import type { Locale } from '@/i18n/locales'
import { routeSlug } from '@/i18n/route-table'

/** The page of the e-mailed cancel link: the appointment, then one button. */
export async function CancelPage({ locale, token }: { locale: Locale; token: string }) {
  const t = await getTranslations({ locale, namespace: 'booking' })
  const linked = await linkedAppointment(locale, token, 'cancel')
  if (!linked.ok) return linked.page
  return (
    <ManageFrame {...linked.frame} lead={linked.lead}>
      <ManageButton
        action={cancelAppointment.bind(null, locale, token)}
        permalink={flowHref(`/${locale}${routeSlug('/reservation/annulation', locale)}`, { token })}
        label={t('manage.cancelConfirm')}
        pendingLabel={t('manage.submitting')}
        after={linked.again}
      />
    </ManageFrame>
  )
}
