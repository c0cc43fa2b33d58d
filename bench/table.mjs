// Plain-text tables for the terminal (and docs/PERFORMANCE.md). Pure: unit-tested in table.test.ts.

/**
 * A cell as text: numbers keep at most `digits` decimals, missing values show as "-".
 * @param {unknown} value
 * @param {number} [digits]
 * @returns {string}
 */
export function cell(value, digits = 1) {
  if (value == null || (typeof value === 'number' && !Number.isFinite(value))) return '-'
  if (typeof value === 'number') {
    if (Number.isInteger(value)) return String(value)
    // Small fractions (ratios, CLS) keep two decimals more, or 0.014 would read as 0.
    const places = Math.abs(value) < 1 ? digits + 2 : digits
    return value.toFixed(places).replace(/\.?0+$/, '')
  }
  if (typeof value === 'boolean') return value ? 'yes' : 'no'
  return String(value)
}

/**
 * Columns padded to their widest cell; numbers right-aligned so magnitudes line up.
 * @param {string[]} headers
 * @param {unknown[][]} rows
 * @param {number[]} [digits] decimals kept per column (default 1)
 * @returns {string}
 */
export function formatTable(headers, rows, digits = []) {
  const texts = rows.map((row) => headers.map((_, index) => cell(row[index], digits[index])))
  const numeric = headers.map((_, index) =>
    rows.every((row) => row[index] == null || typeof row[index] === 'number'),
  )
  const widths = headers.map((header, index) =>
    Math.max(header.length, ...texts.map((row) => (row[index] ?? '').length)),
  )
  const line = (values) =>
    values
      .map((value, index) =>
        numeric[index] ? value.padStart(widths[index] ?? 0) : value.padEnd(widths[index] ?? 0),
      )
      .join('  ')
      .trimEnd()
  const rule = widths.map((width) => '-'.repeat(width)).join('  ')
  return [line(headers), rule, ...texts.map(line)].join('\n')
}

/**
 * The same rows as a Markdown table, for pasting into docs/PERFORMANCE.md.
 * @param {string[]} headers
 * @param {unknown[][]} rows
 * @param {number[]} [digits] decimals kept per column (default 1)
 * @returns {string}
 */
export function formatMarkdown(headers, rows, digits = []) {
  const line = (values) => `| ${values.join(' | ')} |`
  const text = (row, index) => cell(row[index], digits[index]).replace(/\|/g, '\\|')
  return [
    line(headers),
    line(headers.map(() => '---')),
    ...rows.map((row) => line(headers.map((_, index) => text(row, index)))),
  ].join('\n')
}

/**
 * PASS / MISS / n/a for a budget verdict.
 * @param {boolean | null} pass
 * @returns {string}
 */
export function passLabel(pass) {
  if (pass === null) return 'n/a'
  return pass ? 'PASS' : 'MISS'
}
