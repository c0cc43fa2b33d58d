/** Service types and icons of the contextual calls to action inserted into articles. */
export const ctaServiceTypes = ['pwa', 'ia', 'seo', 'consulting'] as const
export type CtaServiceType = (typeof ctaServiceTypes)[number]

export const ctaIcons = ['Smartphone', 'Brain', 'TrendingUp', 'Users', 'Zap', 'Target'] as const
export type CtaIcon = (typeof ctaIcons)[number]
