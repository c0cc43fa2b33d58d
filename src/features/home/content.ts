/** Order and targets of the home page's lists; their texts live in messages under `home`. */
export const heroProblems = ['time', 'loyalty', 'site', 'team'] as const

export const serviceFeatures = ['one', 'two', 'three'] as const

export const problemItems = ['repetitive', 'return', 'site', 'tools'] as const

export const solutionItems = ['automation', 'pwa', 'audit', 'training'] as const

/** Methodology durations in weeks (spec section 9). */
export const methodSteps = [
  { key: 'discovery', weeks: '1-2' },
  { key: 'design', weeks: '2-3' },
  { key: 'build', weeks: '4-8' },
  { key: 'launch', weeks: '1-2' },
] as const

export const testimonialItems = ['retail', 'accounting', 'craft'] as const

export const diagnosticSteps = ['revenue', 'tasks', 'challenge'] as const

export const faqItems = [
  'price',
  'delay',
  'consultation',
  'response',
  'payment',
  'ownership',
  'maintenance',
] as const
