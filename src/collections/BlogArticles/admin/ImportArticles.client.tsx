'use client'

import { Button } from '@payloadcms/ui'
import { useState } from 'react'

import { useAdminText } from '@/features/admin-shell/use-admin-text'

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
    <details className="blog-import" style={{ margin: '0 0 1.5rem' }}>
      <summary style={{ cursor: 'pointer', fontWeight: 600 }}>
        {t('custom:blog:importTitle')}
      </summary>
      <p>{t('custom:blog:importHelp')}</p>
      <label htmlFor="blog-import-files">{t('custom:blog:files')}</label>
      <input
        id="blog-import-files"
        type="file"
        multiple
        accept=".md,.markdown,.html,.htm,text/markdown,text/html"
        onChange={(event) => setFiles([...(event.target.files ?? [])])}
      />
      <Button
        buttonStyle="secondary"
        size="small"
        disabled={busy || files.length === 0}
        onClick={send}
      >
        {busy ? t('custom:blog:importing') : t('custom:blog:import')}
      </Button>
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
