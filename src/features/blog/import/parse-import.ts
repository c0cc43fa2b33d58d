export type ImportFormat = 'markdown' | 'html'

export type ImportMeta = {
  title?: string
  slug?: string
  excerpt?: string
  language?: string
  category?: string
  tags: string[]
  published_at?: string
  status?: string
  meta_description?: string
}

export type ParsedImport = { meta: ImportMeta; body: string; format: ImportFormat }

const KEYS = [
  'title',
  'slug',
  'excerpt',
  'language',
  'category',
  'published_at',
  'status',
  'meta_description',
] as const

function unquote(value: string): string {
  const trimmed = value.trim()
  return /^(["']).*\1$/.test(trimmed) ? trimmed.slice(1, -1) : trimmed
}

/** `tags: [a, b]` or `tags: a, b`. */
function listOf(value: string): string[] {
  return value
    .trim()
    .replace(/^\[|\]$/g, '')
    .split(',')
    .map(unquote)
    .filter(Boolean)
}

/**
 * An article file as written elsewhere: an optional front matter block of `key: value` lines
 * between `---` lines, then the body. HTML when the name ends in .html/.htm or the body starts
 * with a tag; Markdown otherwise. Unknown keys are ignored.
 */
export function parseImport(name: string, text: string): ParsedImport {
  const normalized = text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n')
  const match = /^---\n([\s\S]*?)\n---\n?/.exec(normalized)
  const meta: ImportMeta = { tags: [] }
  if (match) {
    for (const line of (match[1] ?? '').split('\n')) {
      const separator = line.indexOf(':')
      if (separator <= 0) continue
      const key = line.slice(0, separator).trim()
      const value = line.slice(separator + 1)
      if (key === 'tags') meta.tags = listOf(value)
      else if ((KEYS as readonly string[]).includes(key))
        meta[key as (typeof KEYS)[number]] = unquote(value)
    }
  }
  const body = match ? normalized.slice(match[0].length) : normalized
  const format: ImportFormat =
    /\.html?$/i.test(name) || /^\s*<(!doctype|html|body|article|p|h[1-6]|div|section)\b/i.test(body)
      ? 'html'
      : 'markdown'
  return { meta, body, format }
}

/** A title from the body when the front matter has none: the first heading. */
export function titleFromBody(parsed: ParsedImport): string | undefined {
  const heading =
    parsed.format === 'html'
      ? /<h1[^>]*>([\s\S]*?)<\/h1>/i.exec(parsed.body)?.[1]?.replace(/<[^>]+>/g, '')
      : /^#\s+(.+)$/m.exec(parsed.body)?.[1]
  return heading?.trim() || undefined
}
