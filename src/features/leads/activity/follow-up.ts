/** The calendar's "new appointment" form, filled in with the lead's name, address and phone. */
export function followUpHref(lead: { name: string; email: string; phone: string }): string {
  const query = new URLSearchParams()
  for (const [key, value] of Object.entries(lead)) if (value.trim()) query.set(key, value.trim())
  return `/admin/calendar?${query}#ajouter`
}
