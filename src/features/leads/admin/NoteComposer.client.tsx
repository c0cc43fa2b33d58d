'use client'

import { useId, useState } from 'react'

import { useAdminText } from '@/features/admin-shell/use-admin-text'
import { noteMaxLength } from '@/features/leads/activity/add-note'
import type { Feed } from '@/features/leads/activity/feed-query'
import { addNote } from '@/features/leads/admin/lead-actions'

type Props = { leadId: number; onSaved: (feed: Feed) => void }

/**
 * "Ajouter une note": a dated line in the lead's history. Not a form of its own (the page is one
 * form already): a button posts the note through a server action.
 */
export function NoteComposer({ leadId, onSaved }: Props) {
  const { t, language } = useAdminText()
  const fieldId = useId()
  const [note, setNote] = useState('')
  const [message, setMessage] = useState('')
  const [busy, setBusy] = useState(false)

  const save = async () => {
    if (!note.trim()) {
      setMessage(t('custom:leads:noteEmpty'))
      return
    }
    setBusy(true)
    const result = await addNote(leadId, note, language).catch(() => null)
    setBusy(false)
    if (result?.ok) {
      onSaved(result.feed)
      setNote('')
      setMessage(t('custom:leads:noteSaved'))
    } else {
      setMessage(
        t(result?.reason === 'empty' ? 'custom:leads:noteEmpty' : 'custom:leads:noteFailed'),
      )
    }
  }

  return (
    <div className="site-lead-note">
      <label htmlFor={fieldId}>{t('custom:leads:addNote')}</label>
      <textarea
        id={fieldId}
        rows={3}
        maxLength={noteMaxLength}
        value={note}
        onChange={(event) => setNote(event.target.value)}
      />
      <button type="button" className="site-lead-note__save" disabled={busy} onClick={save}>
        {t('custom:leads:saveNote')}
      </button>
      <p className="site-lead-note__message" role="status">
        {message}
      </p>
    </div>
  )
}
