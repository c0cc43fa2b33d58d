import type { Endpoint } from 'payload'
import { z } from 'zod'

import { isActiveAdminUser } from '@/access/isActiveAdmin'
import { importArticle, type ImportResult } from '@/features/blog/import/import-article'
import { requestLogger } from '@/platform/logging/request-logger'

const MAX_FILES = 20
const MAX_CHARS = 1_000_000

const body = z.object({
  files: z
    .array(z.object({ name: z.string().min(1).max(200), text: z.string().max(MAX_CHARS) }))
    .min(1)
    .max(MAX_FILES),
})

/**
 * `POST /api/blog-articles/import` with `{ files: [{ name, text }] }` (Markdown or HTML): the
 * admin's import panel. Active admins only; each file is created or refused on its own.
 */
export const importEndpoint: Endpoint = {
  path: '/import',
  method: 'post',
  handler: async (req) => {
    if (!isActiveAdminUser(req.user))
      return Response.json({ message: 'Accès refusé.' }, { status: 403 })
    let parsed: z.infer<typeof body>
    try {
      parsed = body.parse(req.json ? await req.json() : {})
    } catch {
      return Response.json(
        { message: `Jusqu’à ${MAX_FILES} fichiers Markdown ou HTML de 1 Mo au plus.` },
        { status: 400 },
      )
    }
    const results: ImportResult[] = []
    for (const file of parsed.files) {
      try {
        results.push(await importArticle(req.payload, file, req))
      } catch (error) {
        requestLogger(req.payload, req.headers).warn(
          { err: error, file: file.name },
          'Article import failed',
        )
        results.push({
          file: file.name,
          status: 'refused',
          reason: 'Fichier illisible ou invalide.',
        })
      }
    }
    return Response.json({ results })
  },
}
