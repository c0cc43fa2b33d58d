'use client'

import { Button } from '@payloadcms/ui'
import { useId, useState } from 'react'

import { AdminField } from '@/features/admin-shell/components/AdminField'
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
      <AdminField htmlFor={fieldId} label={t('custom:leads:addNote')} kind="textarea">
        <textarea
          id={fieldId}
          rows={3}
          maxLength={noteMaxLength}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
      </AdminField>
      <Button
        buttonStyle="secondary"
        size="small"
        margin={false}
        disabled={busy}
        onClick={() => void save()}
        className="site-lead-note__save"
      >
        {t('custom:leads:saveNote')}
      </Button>
      <p className="site-lead-note__message" role="status">
        {message}
      </p>
    </div>
  )
}
