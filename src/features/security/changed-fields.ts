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

/**
 * Never compared: Payload reads the record before a change with its hidden fields (password
 * hash and salt, tokens) but hands the hooks the record after it without them. A password
 * change is told by the hook from the submitted data instead.
 */
const HIDDEN_FIELDS = new Set(['hash', 'salt', 'resetPasswordRequestedAt', 'token'])

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
 * Only the fields of the new version count: a field absent from it was not read (hidden, or
 * left out by a `select`), not emptied. `computed` names fields nobody edits (joins, virtual
 * fields): read, never written.
 */
export function changedFields(
  before: Record<string, unknown> | undefined,
  after: Record<string, unknown>,
  computed: ReadonlySet<string> = new Set(),
): string[] {
  const changed = new Set<string>()
  for (const key of Object.keys(after)) {
    if (SYSTEM_FIELDS.has(key) || HIDDEN_FIELDS.has(key) || computed.has(key)) continue
    const previous = JSON.stringify(comparable(before?.[key]))
    const next = JSON.stringify(comparable(after[key]))
    if (previous !== next) changed.add(key)
  }
  return [...changed].sort()
}
