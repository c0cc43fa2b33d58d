import configPromise from '@payload-config'
import { draftMode } from 'next/headers'
import { redirect } from 'next/navigation'
import { getPayload } from 'payload'

import { isActiveAdminUser } from '@/access/isActiveAdmin'

/**
 * `GET /blog-preview?id=` (the editor's preview button): for an active admin only, turns on
 * Next's draft mode and opens the article on its real page, whatever its status or date.
 */
export async function GET(request: Request) {
  const payload = await getPayload({ config: configPromise })
  const { user } = await payload.auth({ headers: request.headers })
  if (!isActiveAdminUser(user)) return new Response('Accès refusé.', { status: 403 })
  const id = new URL(request.url).searchParams.get('id') ?? ''
  if (!/^\d{1,12}$/.test(id)) return new Response('Article introuvable.', { status: 404 })
  const article = await payload.findByID({
    collection: 'blog-articles',
    id: Number(id),
    depth: 1,
    overrideAccess: true,
    disableErrors: true,
  })
  if (!article) return new Response('Article introuvable.', { status: 404 })
  ;(await draftMode()).enable()
  const category = typeof article.category === 'object' ? article.category?.slug : null
  redirect(`/${article.language}/blog/${category ? `${category}/` : ''}${article.slug}`)
}
