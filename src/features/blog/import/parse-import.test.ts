import { describe, expect, it } from 'vitest'

import { parseImport, titleFromBody } from '@/features/blog/import/parse-import'
import { sanitizeImportedHtml } from '@/features/blog/import/sanitize'

describe('article import parsing', () => {
  it('reads the front matter and the Markdown body', () => {
    const parsed = parseImport(
      'guide.md',
      '---\ntitle: "Un guide : PWA"\nlanguage: fr\ntags: [pwa, mobile]\ncategory: web\n---\n## Intro\nTexte.',
    )
    expect(parsed.meta).toMatchObject({
      title: 'Un guide : PWA',
      language: 'fr',
      category: 'web',
      tags: ['pwa', 'mobile'],
    })
    expect(parsed.format).toBe('markdown')
    expect(parsed.body).toBe('## Intro\nTexte.')
  })

  it('detects HTML by name or content, and finds a title in the body', () => {
    expect(parseImport('a.html', 'Texte').format).toBe('html')
    const parsed = parseImport('a.txt', '<h1>Le <em>titre</em></h1><p>x</p>')
    expect(parsed.format).toBe('html')
    expect(titleFromBody(parsed)).toBe('Le titre')
    expect(titleFromBody(parseImport('a.md', 'Intro\n# Titre Markdown\n'))).toBe('Titre Markdown')
  })
})

describe('imported HTML sanitizing', () => {
  it('removes scripts, handlers, frames, styles and dangerous links', () => {
    const dirty = [
      '<p onclick="alert(1)">Bonjour <script>alert(2)</script><strong>monde</strong></p>',
      '<img src="x" onerror="alert(3)">',
      '<a href="javascript:alert(4)">piège</a> <a href="JAVASCRIPT:alert(5)">piège 2</a>',
      '<a href="data:text/html;base64,PHNjcmlwdD4=">données</a>',
      '<iframe src="https://evil.example"></iframe><style>p{}</style>',
      '<svg><script>alert(6)</script></svg><a href="https://web.dev">ok</a>',
    ].join('')
    const clean = sanitizeImportedHtml(dirty)
    expect(clean).not.toMatch(/script|onclick|onerror|javascript|data:|iframe|style|svg|<img/i)
    expect(clean).toContain('<strong>monde</strong>')
    expect(clean).toContain('<a href="https://web.dev">ok</a>')
    expect(clean).toContain('piège')
  })
})
