import en from '@/i18n/messages/en.json'
import fr from '@/i18n/messages/fr.json'

/**
 * The admin's labels of values a visitor picked on the site, in the visitor's own words: the
 * site's messages are the one source, so a list never shows a stored key ("25k_50k") and the
 * admin reads what the visitor read. Each table is `{ fr, en }`, keyed by stored value.
 */
type Labels = { fr: Record<string, string>; en: Record<string, string> }

const titles = (table: Record<string, { title: string }>) =>
  Object.fromEntries(Object.entries(table).map(([value, { title }]) => [value, title]))

export const revenueLabels: Labels = { fr: fr.diagnostic.revenue, en: en.diagnostic.revenue }

export const taskLabels: Labels = {
  fr: titles(fr.diagnostic.tasks),
  en: titles(en.diagnostic.tasks),
}

export const challengeLabels: Labels = {
  fr: titles(fr.diagnostic.challenges),
  en: titles(en.diagnostic.challenges),
}

export const projectTypeLabels: Labels = {
  fr: fr.estimator.projectTypes,
  en: en.estimator.projectTypes,
}

export const budgetLabels: Labels = { fr: fr.estimator.budgets, en: en.estimator.budgets }

export const timeframeLabels: Labels = { fr: fr.estimator.timeframes, en: en.estimator.timeframes }

/** The six services of the price list, as the services pages name them. */
export const serviceNameLabels: Labels = {
  fr: fr.services.breadcrumb.items,
  en: en.services.breadcrumb.items,
}

/** The contact form's choices, as its own lists show them. */
const contactOptions = (list: keyof typeof fr.contact.options): Labels => ({
  fr: fr.contact.options[list],
  en: en.contact.options[list],
})

export const contactChallengeLabels = contactOptions('challenge')
export const contactGoalLabels = contactOptions('goals')
export const contactProjectTypeLabels = contactOptions('projectType')
export const contactBudgetLabels = contactOptions('budget')
