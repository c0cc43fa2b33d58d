import type { Payload } from 'payload'

import {
  computeDiagnostic,
  type DiagnosticInput,
  type DiagnosticResult,
} from '@/features/diagnostic/compute'
import { diagnosticToken } from '@/features/diagnostic/diagnostic-token'
import type { PriceList } from '@/features/pricing/price-list'
import { readSiteSettings } from '@/features/site-settings/read-site-settings'
import type { Locale } from '@/i18n/locales'
import type { Diagnostic } from '@/payload-types'

/** What the visitor's results screen needs: the answers, the figures and the signed id. */
export type StoredDiagnostic = {
  id: number
  token: string
  input: DiagnosticInput
  result: DiagnosticResult
}

const asStored = (doc: Diagnostic, prices: PriceList): StoredDiagnostic => {
  const input = { revenue: doc.revenue, tasks: doc.tasks ?? [], challenge: doc.challenge }
  return {
    id: doc.id,
    token: diagnosticToken(doc.id),
    input,
    result: computeDiagnostic(input, prices),
  }
}

/** Every completed diagnostic is kept, anonymous until the visitor leaves an address. */
export async function storeDiagnostic(
  payload: Payload,
  input: DiagnosticInput,
  locale: Locale,
): Promise<StoredDiagnostic> {
  const { prices } = await readSiteSettings(payload)
  const result = computeDiagnostic(input, prices)
  const doc = await payload.create({
    collection: 'diagnostics',
    data: {
      revenue: input.revenue,
      tasks: input.tasks,
      challenge: input.challenge,
      hoursPerWeek: result.hoursPerWeek,
      monthlyCost: result.monthlyCost,
      yearlyCost: result.yearlyCost,
      yearlySavings: result.yearlySavings,
      paybackMonths: result.paybackMonths,
      recommendedService: result.recommendedService,
      qualified: false,
      locale,
    },
    overrideAccess: true,
  })
  return asStored(doc, prices)
}

/** A stored diagnostic by id, or undefined when it does not exist (any more). */
export async function findDiagnostic(
  payload: Payload,
  id: number,
): Promise<{ doc: Diagnostic; stored: StoredDiagnostic } | undefined> {
  const doc = await payload
    .findByID({ collection: 'diagnostics', id, depth: 0, overrideAccess: true })
    .catch(() => undefined)
  if (!doc) return undefined
  const { prices } = await readSiteSettings(payload)
  return { doc, stored: asStored(doc, prices) }
}
