/**
 * Links an article or a call to action may carry: a path of the site, an anchor, https, http,
 * mailto or tel. Anything else (javascript:, data:, vbscript:, protocol-relative //host) is
 * refused, whatever its case or the control characters hidden in it.
 */
export function isSafeHref(value: unknown): value is string {
  if (typeof value !== 'string') return false
  // Browsers ignore ASCII control characters and spaces inside a scheme ("java\tscript:").
  const href = value.replace(/[\u0000-\u0020\u007f]/g, '')
  if (href.length === 0 || href.length > 2048) return false
  if (href.startsWith('//') || href.startsWith('/\\')) return false
  if (href.startsWith('/') || href.startsWith('#')) return true
  return /^(https?:\/\/|mailto:|tel:)/i.test(href)
}
