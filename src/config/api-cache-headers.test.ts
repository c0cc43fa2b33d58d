import { match } from 'path-to-regexp'
import { describe, expect, it } from 'vitest'

import { apiNoStoreHeaders } from '@/config/api-cache-headers'

// As Next.js compiles a `headers()` source: its own copy of path-to-regexp 6, case-insensitive,
// strict about a trailing slash.
const matches = (path: string) =>
  match(apiNoStoreHeaders.source, { strict: true, sensitive: false, delimiter: '/' })(path) !==
  false

describe('Cache-Control of the API', () => {
  it('marks every signed-in or private answer private, no-store', () => {
    for (const path of [
      '/api/admin-users/me',
      '/api/admin-users/login',
      '/api/contacts',
      '/api/contacts/12',
      '/api/leads',
      '/api/globals/site-settings',
      '/api/exports/download',
      '/api/media',
      '/api/media/3',
      '/api/health',
      '/api/guide-downloads/file',
      '/api/sitemap-blogs',
      '/api/media/files',
    ]) {
      expect(matches(path), path).toBe(true)
    }
  })

  it('leaves the answers that are public on purpose to their own header', () => {
    for (const path of [
      '/api/sitemap-blog',
      '/api/sitemap-images',
      '/api/media/file/hero.webp',
      '/fr',
      '/fr/blog',
    ]) {
      expect(matches(path), path).toBe(false)
    }
  })
})
