/** Double opt-in: a sign-up stays pending until its confirmation link is opened. */
export const subscriberStatuses = ['pending', 'confirmed', 'unsubscribed'] as const
export type SubscriberStatus = (typeof subscriberStatuses)[number]

export const subscriberStatusLabels: Record<SubscriberStatus, string> = {
  pending: 'En attente de confirmation',
  confirmed: 'Confirmé',
  unsubscribed: 'Désinscrit',
}

/** Where the visitor signed up. */
export const subscriberSources = ['footer', 'blog', 'popup', 'guide'] as const
export type SubscriberSource = (typeof subscriberSources)[number]

export const subscriberSourceLabels: Record<SubscriberSource, string> = {
  footer: 'Pied de page',
  blog: 'Blog',
  popup: 'Popup',
  guide: 'Guide',
}
