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
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest)
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

/** The content modules: the pages' copy kept in code (`src/features/<feature>/content/*.ts`). */
function contentModules(): string[] {
  const features = path.join(process.cwd(), 'src/features')
  return fs.readdirSync(features).flatMap((feature) => {
    const folder = path.join(features, feature, 'content')
    if (!fs.existsSync(folder)) return []
    return fs
      .readdirSync(folder)
      .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
      .map((name) => path.join(folder, name))
  })
}

describe('apostrophes', () => {
  it('are typographic in every French and English message', () => {
    expect(straightApostrophes(fr)).toEqual([])
    expect(straightApostrophes(en)).toEqual([])
  })

  it('are typographic in the copy of the content modules', () => {
    const modules = contentModules()
    expect(modules.length).toBeGreaterThan(20)
    expect(modules.flatMap(proseLiterals)).toEqual([])
  })

  it('tell an ICU quote from a straight apostrophe in prose', () => {
    expect(straightApostrophes({ a: "Tapez '{name}' tel quel", b: "Il n''y a" })).toEqual([])
    expect(straightApostrophes({ a: { b: "l'IA de {name}" } })).toEqual(['a.b'])
  })
})
