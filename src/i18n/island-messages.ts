/** A message tree as next-intl loads it. */
export type Messages = { [key: string]: string | Messages }

/**
 * The messages each island of the public pages reads in the browser, by path (a path to a group
 * keeps the whole group). The rest of a namespace, the texts the server renders around the
 * island, the e-mails and the errors the server writes, stays on the server: whatever an island
 * is given is written into the page's React payload. `island-messages.test.ts` checks the
 * islands' sources against these paths, both ways.
 */
export const islandMessages = {
  contact: ['contact.form', 'contact.options'],
  diagnostic: [
    'diagnostic.wizard',
    'diagnostic.steps',
    'diagnostic.revenue',
    'diagnostic.tasks',
    'diagnostic.challenges',
    'diagnostic.validation',
    'diagnostic.calculating',
    'diagnostic.results',
    'diagnostic.services',
    ...['title', 'lead', 'email', 'consent', 'submit', 'submitting', 'success', 'errorSummary'].map(
      (key) => `diagnostic.email.${key}`,
    ),
  ],
  estimator: [
    ...['projectType', 'projectTypes', 'budget', 'budgets', 'timeframe', 'timeframes'],
    ...['feedback', 'result', 'contactCta', 'bookCta', 'update'],
    ...['title', 'email', 'consent', 'submit', 'submitting', 'success', 'errorSummary'].map(
      (key) => `email.${key}`,
    ),
  ].map((key) => `estimator.${key}`),
  pwaDemo: [
    ...['button', 'accepted', 'dismissed', 'installed', 'standalone', 'menuLead'].map(
      (key) => `pwaDemo.install.${key}`,
    ),
    ...['yourBrowser', 'otherBrowser', 'families'].map((key) => `pwaDemo.install.${key}`),
    ...['online', 'offline', 'pendingSummary', 'label', 'add', 'errorEmpty', 'errorTooLong'].map(
      (key) => `pwaDemo.tasks.${key}`,
    ),
    ...['loading', 'empty', 'listLabel', 'pending', 'synced', 'delete', 'storageUnavailable'].map(
      (key) => `pwaDemo.tasks.${key}`,
    ),
    ...['saveFailed', 'announce'].map((key) => `pwaDemo.tasks.${key}`),
    'status.loadError',
    'status.retry',
  ],
  popups: [
    ...['close', 'emailLabel', 'emailPlaceholder', 'consent', 'submitting', 'successTitle'],
    ...['serverError', 'honeypot'],
  ].map((key) => `popups.${key}`),
} satisfies Record<string, readonly string[]>

/** The messages at these paths, in their tree; a path that leads nowhere is an error. */
export function pickMessages(messages: Messages, paths: readonly string[]): Messages {
  const picked: Messages = {}
  for (const path of paths) {
    const parts = path.split('.')
    const last = parts.pop() ?? ''
    let from = messages
    let to = picked
    for (const part of parts) {
      const next = from[part]
      if (next === undefined || typeof next === 'string') throw new Error(`No group at ${path}`)
      from = next
      const existing = to[part]
      if (typeof existing === 'string') throw new Error(`${path} is inside a message`)
      to = existing ?? (to[part] = {})
    }
    const message = from[last]
    if (message === undefined) throw new Error(`No message at ${path}`)
    to[last] = message
  }
  return picked
}
