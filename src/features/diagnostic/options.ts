import { challengeServices, diagnosticTasks, revenueBrackets } from '@/features/diagnostic/compute'

// The answers each question offers, apart from `schema.ts` so that the wizard (a client
// component) does not pull zod into the browser.
export const revenueOptions = Object.keys(revenueBrackets) as (keyof typeof revenueBrackets)[]
export const taskOptions = Object.keys(diagnosticTasks) as (keyof typeof diagnosticTasks)[]
export const challengeOptions = Object.keys(challengeServices) as (keyof typeof challengeServices)[]
