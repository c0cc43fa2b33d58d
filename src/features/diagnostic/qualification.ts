import type { DiagnosticResult, RevenueBracket } from '@/features/diagnostic/compute'

/**
 * Yearly savings from which a diagnostic is worth the owner's call: about the price of the
 * smallest automation project (AI integration from 2,000 EUR) plus a margin, so the visitor's
 * payback stays well under a year.
 */
export const QUALIFIED_MIN_YEARLY_SAVINGS = 3000

/**
 * A diagnostic is "qualified" (owner notified, flagged in the admin) when the visitor left an
 * e-mail address, the business is past the smallest revenue bracket (under 10k EUR a month rarely
 * funds a project) and the savings reach QUALIFIED_MIN_YEARLY_SAVINGS.
 */
export function isQualifiedDiagnostic(diagnostic: {
  email?: string | null
  revenue: RevenueBracket
  result: Pick<DiagnosticResult, 'yearlySavings'>
}): boolean {
  return (
    Boolean(diagnostic.email?.trim()) &&
    diagnostic.revenue !== 'under_10k' &&
    diagnostic.result.yearlySavings >= QUALIFIED_MIN_YEARLY_SAVINGS
  )
}
