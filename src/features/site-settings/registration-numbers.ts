/**
 * Checks of the French registration numbers the legal notices print. The registry (INSEE) makes
 * every SIREN and SIRET pass the Luhn checksum, so a mistyped digit or two swapped digits are
 * caught before they reach a legal page.
 */

/** The digits of a number as people write it ("987 654 324"), or null when it has other marks. */
export function registrationDigits(value: string): string | null {
  const compact = value.replace(/[\s\u00a0\u202f]/g, '')
  return /^\d+$/.test(compact) ? compact : null
}

function passesLuhn(digits: string): boolean {
  let sum = 0
  for (let index = 0; index < digits.length; index++) {
    const digit = Number(digits[digits.length - 1 - index])
    const doubled = index % 2 === 1 ? digit * 2 : digit
    sum += doubled > 9 ? doubled - 9 : doubled
  }
  return sum % 10 === 0
}

/** La Poste's establishments share one SIREN and are numbered with another rule (digit sum). */
const LA_POSTE_SIREN = '356000000'

export function isSiren(value: string): boolean {
  const digits = registrationDigits(value)
  return digits !== null && digits.length === 9 && passesLuhn(digits)
}

export function isSiret(value: string): boolean {
  const digits = registrationDigits(value)
  if (digits === null || digits.length !== 14) return false
  if (digits.startsWith(LA_POSTE_SIREN)) {
    const sum = [...digits].reduce((total, digit) => total + Number(digit), 0)
    return sum % 5 === 0
  }
  return passesLuhn(digits)
}

/** Whether a SIRET belongs to the SIREN: its first nine digits are that SIREN. */
export function siretMatchesSiren(siret: string, siren: string): boolean {
  const siretDigits = registrationDigits(siret)
  const sirenDigits = registrationDigits(siren)
  return siretDigits !== null && sirenDigits !== null && siretDigits.startsWith(sirenDigits)
}

/**
 * A French VAT number ("FR" + two-character key + SIREN) whose key is the one computed from
 * its SIREN; other member states' numbers only need their country prefix and 2 to 13 characters.
 */
export function isVatNumber(value: string): boolean {
  const compact = value.replace(/[\s\u00a0\u202f]/g, '').toUpperCase()
  if (!compact.startsWith('FR')) return /^[A-Z]{2}[0-9A-Z+*]{2,13}$/.test(compact)
  const match = /^FR([0-9A-Z]{2})(\d{9})$/.exec(compact)
  if (!match) return false
  const [, key = '', siren = ''] = match
  // Numeric keys follow the official formula; letter keys (older numbers) are not checked.
  if (!/^\d{2}$/.test(key)) return isSiren(siren)
  return Number(key) === (12 + 3 * (Number(siren) % 97)) % 97 && isSiren(siren)
}
