'use client'

import { Button, toast } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { useAdminText } from '@/features/admin-shell/use-admin-text'

/** Creates the draft in the other language, then opens it in the editor. */
export function CreateTranslationButton({ id, label }: { id: number; label: string }) {
  const router = useRouter()
  const [busy, setBusy] = useState(false)
  const { t } = useAdminText()
  const create = async () => {
    setBusy(true)
    try {
      const response = await fetch(`/api/blog-articles/${id}/translate`, {
        method: 'POST',
        credentials: 'include',
      })
      const body = (await response.json()) as { id?: number; message?: string }
      if (body.id) router.push(`/admin/collections/blog-articles/${body.id}`)
      else toast.error(body.message ?? t('custom:blog:translationFailed'))
    } catch {
      toast.error(t('custom:blog:translationFailed'))
    } finally {
      setBusy(false)
    }
  }
  return (
    <Button buttonStyle="secondary" size="small" disabled={busy} onClick={create}>
      {label}
    </Button>
  )
}
