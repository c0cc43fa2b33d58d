/** Easter Sunday of a Gregorian year (anonymous Gregorian algorithm), as month and day. */
function easter(year: number): { month: number; day: number } {
  const a = year % 19
  const b = Math.floor(year / 100)
  const c = year % 100
  const d = Math.floor(b / 4)
  const e = b % 4
  const f = Math.floor((b + 8) / 25)
  const g = Math.floor((b - f + 1) / 3)
  const h = (19 * a + b - d - g + 15) % 30
  const i = Math.floor(c / 4)
  const k = c % 4
  const l = (32 + 2 * e + 2 * i - h - k) % 7
  const m = Math.floor((a + 11 * h + 22 * l) / 451)
  const month = Math.floor((h + l - 7 * m + 114) / 31)
  const day = ((h + l - 7 * m + 114) % 31) + 1
  return { month, day }
}

const iso = (date: Date) => date.toISOString().slice(0, 10)

function plusDays(year: number, month: number, day: number, days: number): string {
  return iso(new Date(Date.UTC(year, month - 1, day + days)))
}

export type Holiday = { date: string; label: string }

/** The eleven public holidays of metropolitan France in one year, in date order. */
export function frenchPublicHolidays(year: number): Holiday[] {
  const { month, day } = easter(year)
  const fixed = (m: number, d: number) => plusDays(year, m, d, 0)
  return [
    { date: fixed(1, 1), label: 'Jour de l’an' },
    { date: plusDays(year, month, day, 1), label: 'Lundi de Pâques' },
    { date: fixed(5, 1), label: 'Fête du Travail' },
    { date: fixed(5, 8), label: 'Victoire 1945' },
    { date: plusDays(year, month, day, 39), label: 'Ascension' },
    { date: plusDays(year, month, day, 50), label: 'Lundi de Pentecôte' },
    { date: fixed(7, 14), label: 'Fête nationale' },
    { date: fixed(8, 15), label: 'Assomption' },
    { date: fixed(11, 1), label: 'Toussaint' },
    { date: fixed(11, 11), label: 'Armistice 1918' },
    { date: fixed(12, 25), label: 'Noël' },
  ].sort((x, y) => x.date.localeCompare(y.date))
}
