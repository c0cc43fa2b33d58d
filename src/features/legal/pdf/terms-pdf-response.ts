import { termsPdfLocale } from '@/features/legal/legal-documents'
import { renderTermsPdf } from '@/features/legal/pdf/render-terms'
import { getSiteSettings } from '@/features/site-settings/get-site-settings'

/**
 * The answer to GET /documents/{file}: the terms of sale in the language of the file name, or a
 * 404 for any other name. Public and the same for everyone, so shared caches may keep it a day.
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
      'Cache-Control': 'public, max-age=3600, s-maxage=86400, stale-while-revalidate=86400',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
