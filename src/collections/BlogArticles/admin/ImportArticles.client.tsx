'use client'

import { Button } from '@payloadcms/ui'
import { useState } from 'react'

import { AdminField } from '@/features/admin-shell/components/AdminField'
import { useAdminText } from '@/features/admin-shell/use-admin-text'

import './blog-admin.scss'

type Result = {
  file: string
  status: 'created' | 'refused'
  id?: number
  title?: string
  reason?: string
}

/** Above the articles list: import Markdown or HTML files as articles (drafts by default). */
export function ImportArticles() {
  const { t } = useAdminText()
  const [files, setFiles] = useState<File[]>([])
  const [busy, setBusy] = useState(false)
  const [results, setResults] = useState<Result[] | null>(null)
  const [error, setError] = useState<string | null>(null)

  const send = async () => {
    setBusy(true)
    setError(null)
    try {
      const payload = await Promise.all(
        files.map(async (file) => ({ name: file.name, text: await file.text() })),
      )
      const response = await fetch('/api/blog-articles/import', {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ files: payload }),
      })
      const body = (await response.json()) as { results?: Result[]; message?: string }
      if (body.results) setResults(body.results)
      else setError(body.message ?? t('custom:blog:importFailed'))
    } catch {
      setError(t('custom:blog:importFailed'))
    } finally {
      setBusy(false)
    }
  }

  return (
    <details className="blog-import">
      <summary>{t('custom:blog:importTitle')}</summary>
      <p>{t('custom:blog:importHelp')}</p>
      <div className="site-admin-form-row">
        <AdminField htmlFor="blog-import-files" label={t('custom:blog:files')}>
          <input
            id="blog-import-files"
            type="file"
            multiple
            accept=".md,.markdown,.html,.htm,text/markdown,text/html"
            onChange={(event) => setFiles([...(event.target.files ?? [])])}
          />
        </AdminField>
        <Button
          buttonStyle="secondary"
          margin={false}
          disabled={busy || files.length === 0}
          onClick={send}
        >
          {busy ? t('custom:blog:importing') : t('custom:blog:import')}
        </Button>
      </div>
      {error && <p role="alert">{error}</p>}
      {results && (
        <ul role="status">
          {results.map((result) => (
            <li key={result.file}>
              {result.file} :{' '}
              {result.status === 'created' ? (
                <a href={`/admin/collections/blog-articles/${result.id}`}>
                  {t('custom:blog:created', { title: result.title ?? '' })}
                </a>
              ) : (
                t('custom:blog:refused', { reason: result.reason ?? '' })
              )}
            </li>
          ))}
        </ul>
      )}
    </details>
  )
}
