/** Keeps the country code and the first digit group, masks the rest: "+33 6 •• •• •• ••". */
export function maskPhone(phone: string): string {
  const groups = phone.trim().split(/\s+/)
  const keep = phone.trim().startsWith('+') ? 2 : 1
  return groups.map((group, index) => (index < keep ? group : group.replace(/\d/g, '•'))).join(' ')
}

/** How long a revealed number stays visible. */
export const PHONE_REVEAL_MS = 10_000
