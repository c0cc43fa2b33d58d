import { formatEuros } from '@/features/pricing/format-price'
import type { ServiceContent } from '@/features/services/content/service-content-types'
import type { SiteFigures } from '@/features/site-settings/site-figures'

/** The custom web application page, in English. */
export function webappsEn({ prices }: SiteFigures): ServiceContent {
  const price = formatEuros(prices.webapps.amount, 'en')
  return {
    metaTitle: 'Custom web applications for your business',
    metaDescription: `Customers, orders, schedules or quotes: a web application built around your processes and connected to your tools, from ${price}. Your code, your data.`,
    lead: 'When the shared spreadsheet becomes fragile and off-the-shelf software forces you to work around its limits, a custom web application follows exactly the way you work. Available from any browser and connected to your tools, it ends double entry and gives everyone the right information at the right time.',
    deliverables: [
      {
        title: 'An application built around your processes',
        text: 'Screens, fields and steps follow your trade: quotes, orders, schedules, job or case tracking, with no useless features to work around.',
      },
      {
        title: 'Access suited to each role',
        text: 'Management, staff, customers or partners see and edit what concerns them, with a history of who did what.',
      },
      {
        title: 'Connections to your tools',
        text: 'Accounting, calendar, e-mail, online payment, CRM or spreadsheets: data flows automatically instead of being copied by hand.',
      },
      {
        title: 'Your existing data brought across',
        text: 'Current files and spreadsheets are imported and cleaned up: you start with your history, not an empty application.',
      },
      {
        title: 'A secure, fast application',
        text: 'Encrypted connections, automatic backups and pages that load quickly, on mobile too.',
      },
      {
        title: 'Code, documentation and access',
        text: 'On delivery you get everything: source code, technical documentation and admin access. You remain free to have the application developed further by anyone you like.',
      },
    ],
    audiences: [
      {
        title: 'Businesses that have outgrown spreadsheets',
        text: 'Several people edit the same files, versions multiply, and a formula error has already proved costly.',
      },
      {
        title: 'Trades poorly served by packaged software',
        text: 'You pay for several subscriptions to use part of each, and spend hours bridging the gaps between them.',
      },
      {
        title: 'Companies serving customers online',
        text: 'Customer area, order tracking, partner portal: your customers find information themselves instead of calling you.',
      },
      {
        title: 'Founders launching a new service',
        text: 'You want a solid first version, delivered in stages, that can grow with you.',
      },
    ],
    pricing: {
      basis: `From ${price} for a focused first application, for example managing a small team’s quotes and orders. The number of screens, roles and connections to other tools moves the price, which is always fixed in a flat-rate quote before work starts.`,
      included: [
        'Scoping, mock-ups and the data model',
        'Development, testing and go-live',
        'Migration of your existing data',
        'User training and support through the first weeks',
        'Source code, documentation and access, handed over on delivery',
      ],
      schedule:
        'A 50% deposit when you order and 50% on delivery, by card or SEPA transfer. Hosting and maintenance are billed separately, on the plan you choose.',
    },
    faq: [
      {
        question: 'Why not buy off-the-shelf software?',
        answer:
          'When existing software covers your needs, it is often the best choice, and I will tell you so. Custom work pays off when the way you work is what sets you apart, when subscriptions and workarounds pile up, or when your tools do not talk to each other.',
      },
      {
        question: 'What if my needs change during the project?',
        answer:
          'That is normal, and delivering in stages is designed for it. A small adjustment fits into the schedule; a significant new feature gets a priced amendment, which you accept or keep for a later version.',
      },
      {
        question: 'Who owns the code and the data?',
        answer:
          'You do, once the project is paid in full: source code, documentation, database and access are handed over. No lock-in to a proprietary platform.',
      },
      {
        question: 'Will the application work on mobile?',
        answer:
          'Yes, it adapts to every screen size. If your teams work in the field, it can also become an installable PWA that works offline.',
      },
      {
        question: 'How does maintenance work?',
        answer:
          'The first weeks of support are included. After that, maintenance (security updates, backups, small improvements) is offered separately, by the hour or at a flat rate; the documentation you receive also lets your own team take it on.',
      },
    ],
  }
}
