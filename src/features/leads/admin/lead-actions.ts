'use server'

import { requireAdminAction } from '@/features/admin-shell/admin-action'
import { adminText } from '@/features/admin-shell/admin-i18n'
import { postedRecordId } from '@/features/admin-shell/record-id'
import { addLeadNote, cleanNote } from '@/features/leads/activity/add-note'
import { type Feed, loadFeed } from '@/features/leads/activity/feed-query'
import { changeLeadStatus } from '@/features/leads/board/change-status'
import { isLeadStatus } from '@/features/leads/lead-options'
import { inRequestScope, logServerError } from '@/platform/logging/action-log'
import { adminLanguage } from '@/i18n/admin-table'
import { adminTranslations } from '@/features/admin-shell/admin-catalogue'

/**
 * The board's and the lead page's actions. Each starts by checking the caller is an active
 * admin, then works with that admin's access: what the admin may not do, these refuse too.
 */
export async function moveLead(leadId: unknown, status: unknown): Promise<{ ok: boolean }> {
  return inRequestScope(async () => {
    const { payload, user } = await requireAdminAction()
    const id = postedRecordId(typeof leadId === 'number' ? String(leadId) : null)
    if (id === null || !isLeadStatus(status)) return { ok: false }
    try {
      await changeLeadStatus(payload, user, id, status)
      return { ok: true }
    } catch (error) {
      await logServerError(error, 'lead status change failed')
      return { ok: false }
    }
  })
}

async function feedOf(leadId: number, language: unknown): Promise<Feed> {
  const { payload, user } = await requireAdminAction()
  const lang = adminLanguage(typeof language === 'string' ? language : undefined)
  const { t } = adminText({ language: lang, translations: adminTranslations[lang] })
  return loadFeed(payload, user, leadId, lang, (from, to) =>
    t('custom:leads:statusChange', { from, to }),
  )
}

/** The lead's feed as it is now, after a save elsewhere on the page. */
export async function refreshFeed(leadId: unknown, language: unknown): Promise<Feed | null> {
  return inRequestScope(async () => {
    const id = postedRecordId(typeof leadId === 'number' ? String(leadId) : null)
    return id === null ? null : feedOf(id, language)
  })
}

export type NoteResult = { ok: true; feed: Feed } | { ok: false; reason: 'empty' | 'failed' }

/** Adds a note to the lead's timeline and answers with the feed that now shows it. */
export async function addNote(
  leadId: unknown,
  text: unknown,
  language: unknown,
): Promise<NoteResult> {
  return inRequestScope(async () => {
    const { payload, user } = await requireAdminAction()
    const id = postedRecordId(typeof leadId === 'number' ? String(leadId) : null)
    const note = cleanNote(text)
    if (id === null) return { ok: false, reason: 'failed' }
    if (!note) return { ok: false, reason: 'empty' }
    try {
      await addLeadNote(payload, user, id, note)
      return { ok: true, feed: await feedOf(id, language) }
    } catch (error) {
      await logServerError(error, 'lead note failed')
      return { ok: false, reason: 'failed' }
    }
  })
}
