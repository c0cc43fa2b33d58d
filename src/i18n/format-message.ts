/*
 * The part of ICU MessageFormat the site's messages use, for client components: `{name}`,
 * `{count, plural, =0 {…} one {# …} other {# …}}` (and `select`), quoting with apostrophes.
 * next-intl's client formats with intl-messageformat and its parser (about 12 KB gzip), which
 * every page would load through the contact form's prefetch; the unit test checks every message
 * of both languages gives what intl-messageformat gives.
 */

export type MessageValues = Record<string, string | number | boolean | Date | null | undefined>

type Node =
  | { kind: 'text'; text: string }
  | { kind: 'pound' }
  | { kind: 'argument'; name: string }
  | {
      kind: 'choice'
      name: string
      type: 'plural' | 'select'
      offset: number
      options: Map<string, Node[]>
    }

class Parser {
  private position = 0

  constructor(private readonly source: string) {}

  parse(): Node[] {
    const nodes = this.nodes(false)
    if (this.position < this.source.length) throw this.error('unexpected "}"')
    return nodes
  }

  private error(reason: string) {
    return new Error(`Message "${this.source}": ${reason} at ${this.position}`)
  }

  private nodes(inPlural: boolean): Node[] {
    const nodes: Node[] = []
    let text = ''
    const flush = () => {
      if (text) nodes.push({ kind: 'text', text })
      text = ''
    }
    while (this.position < this.source.length) {
      const char = this.source[this.position]
      if (char === '}') break
      if (char === '{') {
        flush()
        nodes.push(this.argument())
      } else if (char === '#' && inPlural) {
        flush()
        nodes.push({ kind: 'pound' })
        this.position += 1
      } else if (char === "'") {
        text += this.quoted(inPlural)
      } else {
        text += char
        this.position += 1
      }
    }
    flush()
    return nodes
  }

  /** ICU quoting: `''` is an apostrophe; `'` before a syntax character quotes up to the next `'`. */
  private quoted(inPlural: boolean): string {
    const next = this.source[this.position + 1]
    if (next === "'") {
      this.position += 2
      return "'"
    }
    if (next === '{' || next === '}' || (inPlural && next === '#')) {
      const end = this.source.indexOf("'", this.position + 1)
      const stop = end === -1 ? this.source.length : end
      const literal = this.source.slice(this.position + 1, stop).replaceAll("''", "'")
      this.position = stop + 1
      return literal
    }
    this.position += 1
    return "'"
  }

  private word(): string {
    this.skipSpace()
    const start = this.position
    while (
      this.position < this.source.length &&
      !/[\s,{}]/.test(this.source[this.position] ?? '}')
    ) {
      this.position += 1
    }
    return this.source.slice(start, this.position)
  }

  private skipSpace() {
    while (/\s/.test(this.source[this.position] ?? '')) this.position += 1
  }

  private expect(char: string) {
    this.skipSpace()
    if (this.source[this.position] !== char) throw this.error(`expected "${char}"`)
    this.position += 1
  }

  private argument(): Node {
    this.position += 1
    const name = this.word()
    this.skipSpace()
    if (this.source[this.position] === '}') {
      this.position += 1
      return { kind: 'argument', name }
    }
    this.expect(',')
    const type = this.word()
    if (type !== 'plural' && type !== 'select') throw this.error(`unsupported "${type}"`)
    this.expect(',')
    let offset = 0
    const options = new Map<string, Node[]>()
    for (;;) {
      this.skipSpace()
      if (this.source[this.position] === '}') break
      const selector = this.word()
      if (selector.startsWith('offset:')) {
        offset = Number(selector.slice('offset:'.length))
        continue
      }
      this.expect('{')
      options.set(selector, this.nodes(type === 'plural'))
      this.expect('}')
    }
    this.position += 1
    if (!options.has('other')) throw this.error('missing "other"')
    return { kind: 'choice', name, type, offset, options }
  }
}

const parsed = new Map<string, Node[]>()

function render(nodes: Node[], values: MessageValues, locale: string, count?: number): string {
  let out = ''
  for (const node of nodes) {
    if (node.kind === 'text') out += node.text
    else if (node.kind === 'pound') out += new Intl.NumberFormat(locale).format(count ?? 0)
    else if (node.kind === 'argument') {
      const value = values[node.name]
      if (value === undefined) throw new Error(`Missing value for "${node.name}"`)
      out += String(value)
    } else {
      const value = values[node.name]
      if (value === undefined) throw new Error(`Missing value for "${node.name}"`)
      if (node.type === 'select') {
        const branch = node.options.get(String(value)) ?? node.options.get('other') ?? []
        out += render(branch, values, locale, count)
        continue
      }
      const number = Number(value)
      const branch =
        node.options.get(`=${number}`) ??
        node.options.get(new Intl.PluralRules(locale).select(number - node.offset)) ??
        node.options.get('other') ??
        []
      out += render(branch, values, locale, number - node.offset)
    }
  }
  return out
}

/** Formats one message as intl-messageformat would for these values. */
export function formatMessage(message: string, values: MessageValues, locale: string): string {
  let nodes = parsed.get(message)
  if (!nodes) {
    nodes = new Parser(message).parse()
    parsed.set(message, nodes)
  }
  return render(nodes, values, locale)
}
