/** Dates of the Sécurité screen, in the owner's time zone and the admin's language. */
export const parisDateTime = (value: string | Date | null | undefined, locale = 'fr-FR') =>
  value
    ? new Date(value).toLocaleString(locale, {
        timeZone: 'Europe/Paris',
        dateStyle: 'short',
        timeStyle: 'medium',
      })
    : '—'

/** A user agent cut to what fits a table cell; the whole string stays in the tooltip. */
export const shortAgent = (agent: string | null | undefined) =>
  agent ? (agent.length > 70 ? `${agent.slice(0, 69)}…` : agent) : '—'
