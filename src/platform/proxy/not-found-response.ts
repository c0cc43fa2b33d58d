import { NextResponse } from 'next/server'

import { defaultLocale, isLocale } from '@/i18n/locales'
import { serverTranslator } from '@/i18n/server-messages'

/**
 * The proxy's own not-found answer, for addresses it can refuse without rendering anything (a
 * blog `?page=` that is no page number): a short page in the language of the path, with the
 * way back home. Nothing is rendered nor kept in the page cache, however many such addresses
 * anyone makes up.
 */
export function notFoundResponse(pathname: string): NextResponse {
  const segment = pathname.split('/')[1]
  const locale = isLocale(segment) ? segment : defaultLocale
  const t = serverTranslator(locale, 'status')
  const title = escapeHtml(t('notFoundTitle'))
  const html =
    `<!DOCTYPE html><html lang="${locale}"><head><meta charset="utf-8">` +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<meta name="robots" content="noindex"><title>${title}</title></head>` +
    `<body><main><h1>${title}</h1><p>${escapeHtml(t('notFoundText'))}</p>` +
    `<p><a href="/${locale}">${escapeHtml(t('notFoundHome'))}</a></p></main></body></html>`
  return new NextResponse(html, {
    status: 404,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
  })
}

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' }

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (character) => escapes[character] ?? character)
}
