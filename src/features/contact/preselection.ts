import { budgets, projectTypes } from '@/features/contact/options'

export type ContactPreselection = {
  projectType?: (typeof projectTypes)[number]
  budget?: (typeof budgets)[number]
}

type Query = Record<string, string | string[] | undefined>

const known = <T extends string>(list: readonly T[], value: string | string[] | undefined) =>
  list.find((item) => item === value)

/** The contact form's choices carried in the address; anything it does not offer is ignored. */
export function contactPreselection(query: Query): ContactPreselection {
  return {
    projectType: known(projectTypes, query.projectType),
    budget: known(budgets, query.budget),
  }
}
