import type { CollectionConfig } from 'payload'

import { isActiveAdmin, isActiveAdminUser } from '@/access/isActiveAdmin'
import { BLOG_TAG } from '@/collections/BlogArticles/cache-tag'
import { articleContentFields, articleSeoFields } from '@/collections/BlogArticles/content-fields'
import { importEndpoint } from '@/collections/BlogArticles/endpoints/import'
import { translateEndpoint } from '@/collections/BlogArticles/endpoints/translate'
import { articleViewEndpoint } from '@/collections/BlogArticles/endpoints/view'
import { computeReadingFigures } from '@/collections/BlogArticles/hooks/computed'
import { applyArticleDefaults } from '@/collections/BlogArticles/hooks/defaults'
import { dropSearchTerms, indexSearchTerms } from '@/collections/BlogArticles/hooks/search-index'
import { removeUnsafeLinks } from '@/collections/BlogArticles/hooks/safe-content'
import { articleSidebarFields } from '@/collections/BlogArticles/sidebar-fields'
import { expireTagOnChange } from '@/collections/revalidate-tag'
import { env } from '@/config/env'
import { publicArticleWhere } from '@/features/blog/publishing/public-where'

const cache = expireTagOnChange(BLOG_TAG)

/**
 * Blog articles, one row per language linked by `translation_key`, so an article may exist in
 * one language only. The public reads only visible articles: published, with a publication date
 * that has come; the owner sees drafts and scheduled articles.
 */
export const BlogArticles: CollectionConfig = {
  slug: 'blog-articles',
  dbName: 'blog_articles',
  labels: {
    singular: { fr: 'Article', en: 'Article' },
    plural: { fr: 'Articles', en: 'Articles' },
  },
  admin: {
    group: { fr: 'Blog', en: 'Blog' },
    useAsTitle: 'title',
    defaultColumns: ['title', 'language', 'status', 'published_at', 'category', 'views_count'],
    listSearchableFields: ['title', 'slug', 'translation_key'],
    pagination: { defaultLimit: 25 },
    components: {
      beforeList: ['@/collections/BlogArticles/admin/ImportArticles.client#ImportArticles'],
    },
    // The editor's preview button opens the real page, drafts included, for the owner only.
    preview: (doc) => `${env().SITE_URL.replace(/\/$/, '')}/blog-preview?id=${String(doc.id)}`,
  },
  defaultSort: '-published_at',
  // The import path is declared before `/:id/...` ones so it is never read as an id.
  endpoints: [importEndpoint, articleViewEndpoint, translateEndpoint],
  indexes: [
    { fields: ['language', 'slug'], unique: true },
    { fields: ['translation_key', 'language'], unique: true },
    { fields: ['status', 'language', 'published_at'] },
  ],
  access: {
    read: ({ req }) => (isActiveAdminUser(req.user) ? true : publicArticleWhere(new Date())),
    create: isActiveAdmin,
    update: isActiveAdmin,
    delete: isActiveAdmin,
  },
  hooks: {
    beforeValidate: [applyArticleDefaults],
    beforeChange: [removeUnsafeLinks, computeReadingFigures],
    afterChange: [...cache.afterChange, indexSearchTerms],
    beforeDelete: [dropSearchTerms],
    afterDelete: [...cache.afterDelete],
  },
  fields: [
    {
      name: 'translations',
      type: 'ui',
      admin: {
        position: 'sidebar',
        components: {
          Field: '@/collections/BlogArticles/admin/TranslationsPanel#TranslationsPanel',
        },
      },
    },
    ...articleSidebarFields,
    {
      type: 'tabs',
      tabs: [
        { label: { fr: 'Article', en: 'Article' }, fields: articleContentFields },
        { label: { fr: 'Référencement', en: 'SEO' }, fields: articleSeoFields },
      ],
    },
  ],
}
