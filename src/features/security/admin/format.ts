/** Dates of the Sécurité screen, in the owner's time zone. */
export const parisDateTime = (value: string | Date | null | undefined) =>
  value
    ? new Date(value).toLocaleString('fr-FR', {
        timeZone: 'Europe/Paris',
        dateStyle: 'short',
        timeStyle: 'medium',
      })
    : '—'

/** A user agent cut to what fits a table cell; the whole string stays in the tooltip. */
export const shortAgent = (agent: string | null | undefined) =>
  agent ? (agent.length > 70 ? `${agent.slice(0, 69)}…` : agent) : '—'
