import type { JoinFieldServerProps } from 'payload'

import { isActiveAdminUser } from '@/access/isActiveAdmin'
import { adminText } from '@/features/admin-shell/admin-i18n'
import { postedRecordId } from '@/features/admin-shell/record-id'
import { historyHref, loadFeed } from '@/features/leads/activity/feed-query'
import { LeadActivity } from '@/features/leads/admin/LeadActivity.client'

import './leads-admin.scss'

/**
 * The lead's timeline as an activity feed (in place of Payload's table of the `timeline` join):
 * one line per event with its icon, date and the record behind it, and a note composer.
 */
export async function LeadActivityField({ id, req }: JoinFieldServerProps) {
  const { t, language } = adminText(req.i18n)
  const leadId = postedRecordId(id === undefined ? null : String(id))
  if (leadId === null || !isActiveAdminUser(req.user)) {
    return <p className="field-description">{t('custom:leads:saveFirst')}</p>
  }
  const feed = await loadFeed(req.payload, req.user, leadId, language, (from, to) =>
    t('custom:leads:statusChange', { from, to }),
  )
  return <LeadActivity leadId={leadId} initial={feed} historyHref={historyHref(leadId)} />
}
