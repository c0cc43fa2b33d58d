/**
 * What a query's `where` may hold before it reaches the database. Payload turns a value that is
 * not a number into NaN for a number column (`where[id][in]=abc`), and the driver's refusal
 * became a 500 with an error-level stack trace; an unknown operator (`near` on a text field,
 * `foo`) failed the same way. A filter is checked here first and refused with a 400 that says
 * what is wrong. Paths this does not know (dot paths, unknown fields) are left to Payload, which
 * already answers those with its own 400.
 */
export type ValueKind = 'number' | 'integer-id' | 'date' | 'point' | 'other'

/** Payload's operators (`validOperators` in payload/types/constants). */
const OPERATORS = new Set([
  'equals',
  'contains',
  'not_equals',
  'in',
  'all',
  'not_in',
  'exists',
  'greater_than',
  'greater_than_equal',
  'less_than',
  'less_than_equal',
  'like',
  'not_like',
  'within',
  'intersects',
  'near',
])
const LIST_OPERATORS = new Set(['in', 'not_in', 'all'])
const SINGLE_OPERATORS = new Set([
  'equals',
  'not_equals',
  'greater_than',
  'greater_than_equal',
  'less_than',
  'less_than_equal',
])
const GEO_OPERATORS = new Set(['within', 'intersects', 'near'])

/** The database's integer key column (PostgreSQL's `integer`). */
const MAX_ID = 2 ** 31 - 1

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** Empty values and null are Payload's to interpret ("is empty"): never refused here. */
function valueFits(kind: ValueKind, value: unknown): boolean {
  if (value === null || value === undefined || value === '') return true
  if (kind === 'number' || kind === 'integer-id') {
    if (typeof value !== 'number' && typeof value !== 'string') return false
    const number = Number(value)
    if (!Number.isFinite(number)) return false
    return kind === 'number' || Math.abs(number) <= MAX_ID
  }
  if (kind === 'date') {
    // Server code passes Date objects (the jobs queue's `waitUntil`); requests, text.
    if (value instanceof Date) return !Number.isNaN(value.getTime())
    if (typeof value !== 'string' && typeof value !== 'number') return false
    return !Number.isNaN(new Date(value).getTime())
  }
  return true
}

function listOf(value: unknown): unknown[] {
  if (Array.isArray(value)) return value
  if (typeof value === 'string') return value.split(',').map((entry) => entry.trim())
  return [value]
}

function operatorProblem(
  path: string,
  operator: string,
  value: unknown,
  kind: ValueKind,
): string | undefined {
  if (!OPERATORS.has(operator)) return `Unknown operator "${operator}" on "${path}".`
  if (GEO_OPERATORS.has(operator) && kind !== 'point') {
    return `The operator "${operator}" applies to point fields only, not "${path}".`
  }
  const expected = kind === 'date' ? 'a date' : 'a number'
  if (kind === 'other' || kind === 'point') return undefined
  if (LIST_OPERATORS.has(operator) && !listOf(value).every((entry) => valueFits(kind, entry))) {
    return `"${path}" ${operator} expects a list of ${kind === 'date' ? 'dates' : 'numbers'}.`
  }
  if (SINGLE_OPERATORS.has(operator) && !valueFits(kind, value)) {
    return `"${path}" ${operator} expects ${expected}.`
  }
  return undefined
}

/**
 * The first problem of `where`, or undefined when it may be run. `kindOf` tells the kind of a
 * top-level path (`id` included), undefined for paths left to Payload.
 */
export function filterProblem(
  where: unknown,
  kindOf: (path: string) => ValueKind | undefined,
  depth = 0,
): string | undefined {
  if (where === undefined || where === null) return undefined
  if (!isPlainObject(where) || depth > 20) return 'The filter (where) is not an object.'
  for (const [key, condition] of Object.entries(where)) {
    if (key === 'and' || key === 'or') {
      const branches = Array.isArray(condition)
        ? condition
        : isPlainObject(condition)
          ? Object.values(condition)
          : undefined
      if (!branches) return `"${key}" expects a list of filters.`
      for (const branch of branches) {
        const problem = filterProblem(branch, kindOf, depth + 1)
        if (problem) return problem
      }
      continue
    }
    const kind = kindOf(key)
    if (kind === undefined) continue
    if (!isPlainObject(condition)) return `"${key}" expects an operator, such as equals.`
    for (const [operator, value] of Object.entries(condition)) {
      const problem = operatorProblem(key, operator, value, kind)
      if (problem) return problem
    }
  }
  return undefined
}
