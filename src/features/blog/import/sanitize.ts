import sanitizeHtml from 'sanitize-html'

/**
 * Imported HTML is reduced to what the article editor can hold: text structure, links and
 * emphasis. Scripts, styles, frames, forms, event handlers and any link scheme other than
 * http(s), mailto and tel are removed (the maintained `sanitize-html`). Images are dropped:
 * an article's pictures are uploaded to the media library, never hot-linked.
 */
export function sanitizeImportedHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [
      'p',
      'h2',
      'h3',
      'h4',
      'strong',
      'b',
      'em',
      'i',
      'u',
      's',
      'code',
      'pre',
      'ul',
      'ol',
      'li',
      'a',
      'blockquote',
      'br',
      'hr',
    ],
    allowedAttributes: { a: ['href'] },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedSchemesAppliedToAttributes: ['href'],
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    nonTextTags: [
      'script',
      'style',
      'textarea',
      'option',
      'noscript',
      'iframe',
      'object',
      'embed',
      'svg',
      'math',
    ],
    // A page title (h1) becomes a section heading: the article's title is its own field.
    transformTags: { h1: 'h2', b: 'strong', i: 'em' },
  })
}
