/** Contact form options. */
export const challenges = [
  'conversions',
  'automation',
  'marketing',
  'productivity',
  'competition',
  'scaling',
] as const
export const goals = [
  'revenue',
  'efficiency',
  'customers',
  'satisfaction',
  'innovation',
  'growth',
] as const
export const projectTypes = [
  'audit',
  'automation',
  'webapp',
  'marketing',
  'consulting',
  'formation',
  'other',
] as const
export const budgets = ['small', 'medium', 'large', 'enterprise'] as const
