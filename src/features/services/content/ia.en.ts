import { site } from '@/config/site'
import { formatEuros } from '@/features/pricing/format-price'
import type { ServiceContent } from '@/features/services/content/service-content-types'
import type { SiteFigures } from '@/features/site-settings/site-figures'

/** The artificial intelligence integration page, in English. */
export function iaEn({ prices }: SiteFigures): ServiceContent {
  const price = formatEuros(prices.ia.amount, 'en')
  return {
    metaTitle: 'Artificial intelligence integration for your business',
    metaDescription: `AI assistants and automations plugged into your tools: e-mail triage, document reading, customer replies. A well-scoped project with your data protected, from ${price}.`,
    lead: 'Sorting e-mails, picking the figures out of an invoice, drafting a reply to a customer, summarising a meeting: part of this work can be handed to artificial intelligence. I find the tasks that will really save you time, then automate them inside the tools you use every day, with your data protected and a person still in charge.',
    deliverables: [
      {
        title: 'A map of the tasks worth automating',
        text: 'Your team’s repetitive tasks, ranked by time saved and ease of implementation: we start with the one that pays back most.',
      },
      {
        title: 'Automations running in production',
        text: 'E-mails sorted with replies drafted, invoices and purchase orders read automatically, meeting notes generated: plugged into your mailbox, spreadsheets or CRM.',
      },
      {
        title: 'An assistant that knows your business',
        text: 'It answers from your own documents (catalogue, procedures, terms) and cites its sources, for your team or your customers.',
      },
      {
        title: 'Safeguards',
        text: 'Human approval for sensitive actions, a log of what the AI did, and providers chosen according to how sensitive your data is.',
      },
      {
        title: 'Time saved, measured',
        text: 'Simple tracking of the volume handled and the time saved, so you can check the investment pays off.',
      },
      {
        title: 'A team ready to use it',
        text: 'An onboarding session for users and documentation on what to do when the AI gets it wrong.',
      },
    ],
    audiences: [
      {
        title: 'Teams buried in e-mail',
        text: 'Quote requests, recurring questions, reminders: hours every week reading, sorting and answering the same messages.',
      },
      {
        title: 'Businesses retyping documents',
        text: 'Supplier invoices, purchase orders, forms: data copied by hand from a PDF into software.',
      },
      {
        title: 'Customer service asked the same questions',
        text: 'Opening hours, lead times, order status, terms: an assistant answers at once and hands over to a person when it should.',
      },
      {
        title: 'Business owners who want to try AI safely',
        text: 'You want a first concrete, measured and controlled use case rather than a big project with uncertain results.',
      },
    ],
    process: [
      {
        title: 'Discovery and scoping',
        duration: '1 to 2 weeks',
        text: 'Interviews with your team, a list of repetitive tasks and their volume, the choice of the first use case and a check of how your data will be handled.',
      },
      {
        title: 'Prototype on your data',
        duration: '1 to 2 weeks',
        text: 'A first version tried on real e-mails or documents, anonymised if needed: you judge the quality of the results before going further.',
      },
      {
        title: 'Integration with your tools',
        duration: '3 to 6 weeks',
        text: 'Connection to your mailbox, software and files, safeguards and human approvals, testing with the people who will use it.',
      },
      {
        title: 'Go-live and follow-up',
        duration: 'First month',
        text: 'Onboarding for the team, monitoring of answer quality and adjustments during the first month of use.',
      },
    ],
    pricing: {
      basis: `From ${price} for a first automation, for example sorting your incoming e-mail and preparing replies. The number of tasks automated, the tools to connect and the level of human approval move the price, which is fixed in a flat-rate quote after scoping.`,
      included: [
        'Task discovery and the choice of the first use case',
        'The prototype tried on your data',
        'Integration with your tools, with safeguards',
        'Onboarding for your teams and follow-up during the first month',
      ],
      schedule:
        'Missions under a month are paid when you order; longer ones 50% when you order and 50% on delivery. Payment by card or SEPA transfer. The AI services used are billed per use by their provider, in your name, and their cost is estimated in the quote.',
    },
    faq: [
      {
        question: 'What happens to my data?',
        answer:
          'It stays under your control. I choose providers that do not use your data to train their models and, where sensitivity requires it, hosting in Europe. Personal data is kept to what is strictly needed, in line with the GDPR, and every processing step is documented.',
      },
      {
        question: 'What if the AI gets it wrong?',
        answer:
          'It happens. That is why actions that commit your business, such as sending a reply or approving an invoice, go through human approval until quality is proven. Every step is logged so a mistake can be understood and corrected.',
      },
      {
        question: 'Does my team need technical skills?',
        answer:
          'No. The automations fit into the tools your team already uses, and onboarding is part of the project.',
      },
      {
        question: 'What does AI cost day to day?',
        answer:
          'AI services are billed per use by their provider; at a small business’s volumes the cost stays modest compared with the time saved. The quote estimates it from your actual volumes, so the payback calculation is complete.',
      },
      {
        question: 'Where should I start?',
        answer: `With the free business diagnostic, which estimates the time lost each week on repetitive tasks, or with the free ${site.consultationMinutes}-minute consultation to pick the first use case.`,
      },
    ],
  }
}
