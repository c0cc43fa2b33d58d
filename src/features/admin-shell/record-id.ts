/** The largest id a record can have: the databases' integer key columns (32-bit, signed). */
export const MAX_RECORD_ID = 2_147_483_647

/**
 * A record id posted by a back-office form, or null. Only plain digits naming a possible key:
 * `1.5`, `1e3`, ` 7 `, a file or a number beyond the key column (which PostgreSQL answers with
 * an error, not an empty result) are refused before any query.
 */
export function postedRecordId(value: FormDataEntryValue | null): number | null {
  if (typeof value !== 'string' || !/^[1-9]\d{0,9}$/.test(value)) return null
  const id = Number(value)
  return id <= MAX_RECORD_ID ? id : null
}
