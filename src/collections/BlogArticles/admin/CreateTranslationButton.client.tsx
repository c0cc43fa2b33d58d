'use client'

import { Button, toast } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useState } from 'react'

/** Creates the draft in the other language, then opens it in the editor. */
export function CreateTranslationButton({ id, label }: { id: number; label: string }) {
  const router = useRouter()
  const [busy, setBusy] = useState(false)
  const create = async () => {
    setBusy(true)
    try {
      const response = await fetch(`/api/blog-articles/${id}/translate`, {
        method: 'POST',
        credentials: 'include',
      })
      const body = (await response.json()) as { id?: number; message?: string }
      if (body.id) router.push(`/admin/collections/blog-articles/${body.id}`)
      else toast.error(body.message ?? 'La traduction n’a pas pu être créée.')
    } catch {
      toast.error('La traduction n’a pas pu être créée.')
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
