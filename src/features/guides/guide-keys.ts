/** The two downloadable guides: AI in business, and web apps and PWAs. */
export const guideKeys = ['ia', 'webapps'] as const
export type GuideKey = (typeof guideKeys)[number]

export const guideLabels: Record<GuideKey, string> = {
  ia: 'Guide de l’IA en entreprise',
  webapps: 'Guide des applications web et PWA',
}
