import type { I18nClient } from '@payloadcms/translations'
import { Button } from '@payloadcms/ui'
import { SquareKanban, List } from 'lucide-react'

import { adminText } from '@/features/admin-shell/admin-i18n'

import '@/features/admin-shell/components/admin-ui.scss'
import './leads-admin.scss'

export const leadBoardPath = '/admin/leads/board'
export const leadListPath = '/admin/collections/leads'

/**
 * "Liste | Pipeline": the two ways to look at the leads, above both screens, so the board sits
 * beside the list rather than somewhere else in the navigation.
 */
export function LeadViewSwitch({
  i18n,
  current,
}: {
  i18n: Pick<I18nClient, 'language' | 'translations'>
  current: 'list' | 'board'
}) {
  const { t } = adminText(i18n)
  const views = [
    { key: 'list', href: leadListPath, label: t('custom:leads:viewList'), Icon: List },
    { key: 'board', href: leadBoardPath, label: t('custom:leads:viewBoard'), Icon: SquareKanban },
  ] as const
  return (
    <nav className="site-admin-segmented site-leads-switch" aria-label={t('custom:leads:views')}>
      {views.map(({ key, href, label, Icon }) => (
        <Button
          key={key}
          el="anchor"
          url={href}
          buttonStyle="tab"
          size="small"
          margin={false}
          icon={<Icon aria-hidden="true" size={16} />}
          iconPosition="left"
          extraButtonProps={{ 'aria-current': current === key ? 'page' : undefined }}
        >
          {label}
        </Button>
      ))}
    </nav>
  )
}

/** The switch above Payload's lead list (the collection's `beforeList` slot). */
export function LeadListSwitch({ i18n }: { i18n: I18nClient }) {
  // The slot sits above the list's frame: the bar keeps the list's side margins itself.
  return (
    <div className="site-leads-switch-bar">
      <LeadViewSwitch i18n={i18n} current="list" />
    </div>
  )
}
