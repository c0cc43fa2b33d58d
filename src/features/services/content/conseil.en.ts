import { site } from '@/config/site'
import { formatEuros, formatPrice } from '@/features/pricing/format-price'
import type { ServiceContent } from '@/features/services/content/service-content-types'
import type { SiteFigures } from '@/features/site-settings/site-figures'

/** The technical consulting page, in English. */
export function conseilEn({ claims, prices }: SiteFigures): ServiceContent {
  const price = formatPrice(prices.conseil, 'en')
  const hourly = formatEuros(prices.conseil.amount, 'en')
  return {
    metaTitle: 'Technical consulting and expertise',
    metaDescription: `An expert view to choose your technologies, scope a project, review a specification or get a project unstuck. Technical consulting ${price.toLowerCase()}.`,
    lead: `Choosing between two providers, validating an architecture, reviewing a specification before you sign, understanding why a project is slipping: some decisions deserve an independent opinion. I bring more than ${claims.years} years of web development experience, by the hour, with no minimum term and nothing else to sell you.`,
    deliverables: [
      {
        title: 'An independent opinion',
        text: 'No commission on the tools or providers I recommend: the advice serves your interests only.',
      },
      {
        title: 'Written recommendations',
        text: 'After each session, a clear summary: what was reviewed, the options, my recommendation and the next steps.',
      },
      {
        title: 'Code and architecture reviews',
        text: 'A critical read of existing code, an architecture or a technical choice, with the risks and priorities.',
      },
      {
        title: 'Help choosing providers',
        text: 'Analysis of quotes and proposals, the questions to ask, and what to watch for in the contract.',
      },
      {
        title: 'Ongoing support',
        text: 'Hours set aside each month to follow a project, join key meetings and settle your teams’ technical questions.',
      },
      {
        title: 'A specification that holds up',
        text: 'Reviewed or written with you before you approach providers: the need, the priorities and what must be priced, so the quotes you get can be compared.',
      },
    ],
    audiences: [
      {
        title: 'Business owners without a technical lead',
        text: 'You are steering a significant digital project without a CTO and want someone who speaks both your language and your developers’.',
      },
      {
        title: 'Projects going off track',
        text: 'Deadlines slipping, budget overrunning, quality dropping: a quick diagnosis to understand what is happening and regain control.',
      },
      {
        title: 'High-stakes decisions',
        text: 'A redesign, choosing a technology or software, a migration: a reasoned opinion before you commit a large budget.',
      },
      {
        title: 'Teams wanting an outside view',
        text: 'Code review, good practice, security or performance: fresh eyes on your work and concrete ways to improve it.',
      },
    ],
    process: [
      {
        title: 'Free first conversation',
        duration: `${site.consultationMinutes} minutes`,
        text: 'You describe the situation; I tell you whether and how I can help, and how many hours to plan for.',
      },
      {
        title: 'Preparation',
        duration: 'Before the session',
        text: 'Reading the relevant documents (quotes, specification, code, meeting notes) so the session gets straight to the point.',
      },
      {
        title: 'Working sessions',
        duration: 'On demand',
        text: 'By video or at your premises, with you alone or with your teams and providers.',
      },
      {
        title: 'Written summary',
        duration: 'After each session',
        text: 'A document with the recommendations and next steps, to share with your teams.',
      },
    ],
    pricing: {
      basis: `Billed by the hour for the time actually spent, preparation included, from ${hourly} an hour. The number of hours planned is agreed before we start, and nothing beyond it is billed without your approval.`,
      included: [
        'Preparation and reading your documents',
        'Sessions by video or at your premises',
        'A written summary after each session',
      ],
      schedule:
        'For missions under a month, the hours are paid when you order. For longer engagements, 50% when you order and 50% at the end of the mission. Payment by card or SEPA transfer.',
    },
    faq: [
      {
        question: 'What is the minimum length of an engagement?',
        answer:
          'One hour. Many questions are settled in one or two sessions; for longer support, a number of hours is agreed together and adjusted to your needs.',
      },
      {
        question: 'Can you work with our current provider?',
        answer:
          'Yes, and that is often the most useful: I can join your meetings, review their proposals or talk directly with their technical team, in a constructive spirit.',
      },
      {
        question: 'Does our information stay confidential?',
        answer:
          'Yes. Your documents, code and projects remain confidential, and a non-disclosure agreement can be signed before the first detailed conversation.',
      },
      {
        question: 'What if the mission calls for development work?',
        answer:
          'I will say so plainly and you stay free: development can go to your team, a provider of your choice or me, on a separate quote. Consulting commits you to nothing else.',
      },
      {
        question: 'How do I get started?',
        answer: `Book the free ${site.consultationMinutes}-minute consultation: you describe the situation and leave with an estimate of the hours needed.`,
      },
    ],
  }
}
