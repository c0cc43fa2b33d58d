/**
 * Every figure of the general terms of sale (the agreed ones, plus the amounts French law makes
 * compulsory in business terms). The text of the page and of the PDF is built from these values,
 * and a unit test checks that each of them reaches both languages.
 */
export const termsFigures = {
  lastUpdated: '2024-12-15',
  /** A quote holds for this many days. */
  quoteValidityDays: 30,
  /** Web and business application orders start on this share of the price. */
  depositPercent: 50,
  /** Other missions shorter than this are paid in full before work starts... */
  fullPaymentBelowMonths: 1,
  /** ...longer ones in two instalments. */
  instalments: { beforeStartPercent: 50, atDeliveryPercent: 50 },
  /** Late-payment penalties, as a multiple of the French legal interest rate. */
  latePenaltyTimesLegalRate: 3,
  /** Fixed indemnity for recovery costs owed by a business client (Code de commerce, D441-5). */
  recoveryIndemnityEuros: 40,
  /** An invoice is disputed by registered letter within this many days of receipt. */
  billingDisputeDays: 10,
  /** The delivery date can be postponed by this many weeks at most. */
  deliveryPostponementMaxWeeks: 3,
  /** Non-conformities are reported within this many months of delivery. */
  nonConformityReportMonths: 2,
  hiddenDefectWarrantyMonths: 3,
  /** Maintenance, excluding VAT, per hour. */
  maintenanceRates: {
    businessHours: { euros: 66.5, fromHour: 9, toHour: 17 },
    otherTimes: { euros: 180 },
  },
  /** Domain, hosting and mail are billed once a year on this date. */
  yearlyServicesBilling: { day: 1, month: 1 },
  nonSolicitationYears: 2,
} as const

export type TermsFigures = typeof termsFigures
