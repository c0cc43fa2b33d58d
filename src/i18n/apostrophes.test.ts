import fs from 'node:fs'
import path from 'node:path'

import ts from 'typescript'
import { describe, expect, it } from 'vitest'

import en from '@/i18n/messages/en.json'
import fr from '@/i18n/messages/fr.json'

/*
 * The apostrophe people read is the typographic one (’, U+2019), in both languages. In a message
 * a straight one is also ICU MessageFormat's quote character ("'{'" prints a brace), so it is
 * allowed there only as such a quote; ’ is plain text for ICU and leaves `{name}` alone.
 */

/** An ICU quoted section: a doubled apostrophe, or a quote opened before a syntax character. */
const ICU_QUOTE = /''|'[{}#|][^']*'/g

function straightApostrophes(value: unknown, key = ''): string[] {
  if (typeof value === 'string') return value.replace(ICU_QUOTE, '').includes("'") ? [key] : []
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([child, item]) =>
      straightApostrophes(item, key ? `${key}.${child}` : child),
    )
  }
  return []
}

/** A straight apostrophe inside or after a word: prose ("l'IA", "customers' sites"), not code. */
const PROSE_APOSTROPHE = /\p{L}'\p{L}|\p{L}s'(?=[\s,.;:!?)])/u

const literalKinds = new Set([
  ts.SyntaxKind.StringLiteral,
  ts.SyntaxKind.NoSubstitutionTemplateLiteral,
  ts.SyntaxKind.TemplateHead,
  ts.SyntaxKind.TemplateMiddle,
  ts.SyntaxKind.TemplateTail,
])

/** The string literals of a source file that hold a straight apostrophe in prose. */
function proseLiterals(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8')
  // Parsing is what costs: a file without such an apostrophe anywhere has none in its strings.
  if (!PROSE_APOSTROPHE.test(text)) return []
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest)
  const found: string[] = []
  const visit = (node: ts.Node) => {
    if (literalKinds.has(node.kind) && PROSE_APOSTROPHE.test((node as ts.LiteralLikeNode).text)) {
      const { line } = source.getLineAndCharacterOfPosition(node.getStart(source))
      found.push(`${path.relative(process.cwd(), file)}:${line + 1}`)
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

/**
 * Every source file whose strings people read: the pages' copy, the seeds, the admin's labels,
 * the e-mails. Not the migrations (they replay history as it was written) nor the site's
 * sample address, a column default that changes only with a migration.
 */
function sourceFiles(folder = path.join(process.cwd(), 'src')): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name)
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : sourceFiles(file)
    if (!/\.tsx?$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) return []
    return file.endsWith(path.join('src', 'config', 'site.ts')) ? [] : [file]
  })
}

describe('apostrophes', () => {
  it('are typographic in every French and English message', () => {
    expect(straightApostrophes(fr)).toEqual([])
    expect(straightApostrophes(en)).toEqual([])
  })

  it('are typographic in the strings of the source: copy, seeds, labels and e-mails', () => {
    const files = sourceFiles()
    expect(files).toEqual(
      expect.arrayContaining([
        path.join(process.cwd(), 'src/features/services/content/audit.fr.ts'),
        path.join(process.cwd(), 'src/features/portfolio/seed/projects/bakery.ts'),
      ]),
    )
    expect(files.flatMap(proseLiterals)).toEqual([])
    // About a thousand files parsed: a second on a quiet machine, many more beside a build.
  }, 60_000)

  it('tell an ICU quote from a straight apostrophe in prose', () => {
    expect(straightApostrophes({ a: "Tapez '{name}' tel quel", b: "Il n''y a" })).toEqual([])
    expect(straightApostrophes({ a: { b: "l'IA de {name}" } })).toEqual(['a.b'])
  })
})
