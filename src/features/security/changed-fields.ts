/**
 * Fields Payload or the site writes on its own (timestamps, sessions, lockout counters, the
 * dashboard's visit marks): a change limited to them is not an admin's edit.
 */
const SYSTEM_FIELDS = new Set([
  'id',
  'createdAt',
  'updatedAt',
  'sessions',
  'loginAttempts',
  'lockUntil',
  'resetPasswordToken',
  'resetPasswordExpiration',
  'dashboard_visit_at',
  'dashboard_previous_visit_at',
  'two_factor_sessions',
  '_status',
])

/** A password change shows as "password", never as its hash and salt. */
const RENAMED: Record<string, string> = { hash: 'password', salt: 'password' }

/**
 * A related document is compared by its id: the document after a change may be read at another
 * depth than the one before it.
 */
function comparable(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(comparable)
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>
    if ('id' in record && ('createdAt' in record || 'updatedAt' in record)) return record.id
    return Object.fromEntries(
      Object.entries(record)
        .filter(([key]) => key !== 'updatedAt' && key !== 'createdAt')
        .map(([key, inner]) => [key, comparable(inner)]),
    )
  }
  return value ?? null
}

/**
 * Top-level fields whose value differs between two versions of a record, sorted, unique.
 * `computed` names fields nobody edits (joins, virtual fields): read, never written.
 */
export function changedFields(
  before: Record<string, unknown> | undefined,
  after: Record<string, unknown>,
  computed: ReadonlySet<string> = new Set(),
): string[] {
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after)])
  const changed = new Set<string>()
  for (const key of keys) {
    if (SYSTEM_FIELDS.has(key) || computed.has(key)) continue
    const previous = JSON.stringify(comparable(before?.[key]))
    const next = JSON.stringify(comparable(after[key]))
    if (previous !== next) changed.add(RENAMED[key] ?? key)
  }
  return [...changed].sort()
}
