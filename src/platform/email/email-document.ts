import type { Locale } from '@/i18n/locales'
import { escapeHtml } from '@/platform/email/plain-html'

/**
 * Every e-mail leaves as a whole HTML document: `<html lang>` lets a screen reader in the mail
 * client speak it in its language, `<title>` names it when it is opened on its own (a browser
 * tab, a webmail's print view). Bodies are written as fragments; a body that is already a
 * document is left as it is.
 */
export function emailDocument(html: string, locale: Locale, subject: string): string {
  if (/<html[\s>]/i.test(html)) return html
  return [
    '<!doctype html>',
    `<html lang="${locale}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(subject)}</title>`,
    '</head>',
    '<body>',
    html,
    '</body>',
    '</html>',
  ].join('\n')
}
