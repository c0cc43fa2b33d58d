import { termsPdfLocale } from '@/features/legal/legal-documents'
import { renderTermsPdf } from '@/features/legal/pdf/render-terms'
import { getSiteSettings } from '@/features/site-settings/get-site-settings'

/**
 * The answer to GET /documents/{file}: the terms of sale in the language of the file name, or a
 * 404 for any other name. Public and the same for everyone, but it prints the name, contact
 * details and address of the site settings, which an admin can edit at any time.
 */
export async function termsPdfResponse(file: string): Promise<Response> {
  const locale = termsPdfLocale(file)
  if (!locale) {
    return new Response('Not found', {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    })
  }
  const pdf = await renderTermsPdf(locale, await getSiteSettings())
  return new Response(new Uint8Array(pdf), {
    status: 200,
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${file}"`,
      'Content-Length': String(pdf.length),
      // Browsers ask again on every download and shared caches keep it a minute (two at most
      // with the stale answer), so an edited address or phone is in the next download, not a day
      // later. Re-serving is cheap: the rendering is kept in memory until the settings change.
      'Cache-Control': 'public, max-age=0, s-maxage=60, stale-while-revalidate=60',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
