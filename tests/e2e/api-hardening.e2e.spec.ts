import { adminHeaders } from './support/admin-api'
import { expect, test } from './support/fixtures'

/**
 * What the API tells a browser and a cache, checked on the production server (Next.js applies
 * next.config.ts's headers there, not in the integration tests' handlers).
 */
test.describe('API answers', () => {
  test('signed-in answers are private and never stored; the sitemaps stay public', async ({
    request,
  }) => {
    const headers = await adminHeaders()
    for (const path of ['/api/admin-users/me', '/api/contacts', '/api/globals/site-settings']) {
      const response = await request.get(path, { headers })
      expect(response.status(), path).toBe(200)
      expect(response.headers()['cache-control'], path).toBe('private, no-store')
    }
    const anonymous = await request.get('/api/blog-articles?limit=1')
    expect(anonymous.headers()['cache-control']).toBe('private, no-store')
    const sitemap = await request.get('/api/sitemap-blog')
    expect(sitemap.headers()['cache-control']).toContain('public')
  })

  test('an id or a file that names nothing is a 404, never a 500', async ({ request }) => {
    const headers = await adminHeaders()
    for (const path of [
      '/api/blog-articles/abc',
      '/api/popups/abc',
      '/api/media/file/nonexistent.webp',
    ]) {
      expect((await request.get(path)).status(), path).toBe(404)
    }
    for (const path of ['/api/leads/%27', '/api/contacts/abc', '/api/blog-articles/abc']) {
      const response = await request.get(path, { headers })
      expect(response.status(), path).toBe(404)
      expect(await response.text(), path).not.toMatch(/select|NaN/i)
    }
  })
})
