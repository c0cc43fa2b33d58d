import type { GuideContent } from '@/features/guides/content/guide-content-types'
import { formatEuros } from '@/features/pricing/format-price'
import type { SiteFigures } from '@/features/site-settings/site-figures'

const eur = (amount: number) => formatEuros(amount, 'en')

/** The web apps and PWA guide, in English. */
export function webappsEn({ prices }: SiteFigures): GuideContent {
  return {
    title: 'Web apps and PWAs: the guide to deciding',
    subtitle:
      'Spreadsheet, off-the-shelf software or a custom app: choosing, budgeting, succeeding',
    pitch:
      'A guide for owners and managers wondering whether it is time to replace a spreadsheet or ill-fitting software: the telltale signs, what a PWA brings, the steps and timelines of a project, the budgets to plan for and a checklist to start well.',
    audience: [
      'Owners of small businesses running on shared spreadsheets that have become fragile',
      'Teams juggling several off-the-shelf tools that do not talk to each other',
      'Project owners who want a mobile app without going through the app stores',
    ],
    benefits: [
      'The signs that a custom tool starts paying for itself',
      'What a PWA can do: offline use, installation, notifications',
      'The four steps of a project and their realistic durations',
      'Reference budgets and the costs to expect after launch',
    ],
    extract: {
      heading: 'Extract: the telltale sign',
      text: 'When only one person still knows how the spreadsheet the whole business depends on works, and every month starts with half a day of copying and pasting between three files, a custom tool is no longer a luxury: it is insurance.',
    },
    chapters: [
      {
        title: 'Spreadsheet, SaaS or custom-built?',
        summary: 'Recognising the moment your current tool costs more than it brings.',
        blocks: [
          {
            paragraphs: [
              'A spreadsheet is an excellent starting point: free, flexible, known to all. Off-the-shelf software (SaaS) is unbeatable when your need is standard: accounting, payroll, e-mail. A custom application is the answer when the way you work is your edge and no tool follows it.',
            ],
          },
          {
            heading: 'Signs it is time to change',
            bullets: [
              'Several people edit the same file and overwrite each other’s work.',
              'The same information is typed into two or three tools.',
              'A formula error has already cost an invoice, an order or a customer.',
              'You pay for a SaaS, use 20% of it and work around the rest.',
              'Your customers or field teams need simple mobile access.',
            ],
          },
          {
            heading: 'The right question',
            paragraphs: [
              'How many hours a month does the current tool waste, and what does a mistake cost? If the answer exceeds a few days of work a month, a custom tool usually pays for itself in under two years.',
            ],
          },
        ],
      },
      {
        title: 'What a PWA is',
        summary: 'A web app that installs, works offline and sends notifications.',
        blocks: [
          {
            paragraphs: [
              'A PWA (progressive web app) is a website that behaves like an app: one code base for desktop, Android and iPhone, no app store or store fees, and instant updates for every user.',
            ],
          },
          {
            heading: 'Offline',
            paragraphs: [
              'Useful screens and data are kept on the device. A technician in a basement or a sales rep on a train keeps reading records and entering readings; everything syncs when the network is back.',
            ],
          },
          {
            heading: 'Installation',
            paragraphs: [
              'The app is added to the home screen in one tap and opens full screen with your icon, without a download of hundreds of megabytes.',
            ],
          },
          {
            heading: 'Notifications',
            paragraphs: [
              'Appointment reminder, new order, task assigned: push notifications work on desktop and Android, and on iPhone since iOS 16.4 once the app is installed.',
            ],
          },
        ],
      },
      {
        title: 'A project’s steps and durations',
        summary: 'From idea to launch in two to four months.',
        blocks: [
          {
            style: 'steps',
            bullets: [
              'Scoping, 1 to 2 weeks: goals, users, priority journeys, existing data, budget.',
              'Design, 2 to 3 weeks: mock-ups tested with real users, architecture, schedule.',
              'Development, 4 to 8 weeks: a delivery every two weeks that you test as you go.',
              'Testing and launch, 1 to 2 weeks: acceptance, data migration, training, go-live.',
            ],
          },
          {
            heading: 'What makes a schedule slip',
            bullets: [
              'Pending decisions: name one person who decides on the business side.',
              'Data to migrate that is messier than expected: try a sample during scoping.',
              'Features added along the way: note them for the next version.',
            ],
          },
          {
            paragraphs: [
              'A useful first version, limited to the essential journeys, beats a complete one delivered six months later: your users will tell you what really matters.',
            ],
          },
        ],
      },
      {
        title: 'What budget to plan',
        summary: 'Reference prices and the costs after launch.',
        blocks: [
          {
            heading: 'Reference prices',
            bullets: [
              `Progressive web app: from ${eur(prices.pwa.amount)}.`,
              `Custom web application: from ${eur(prices.webapps.amount)}.`,
              `Technical audit of an existing application: ${eur(prices.audit.amount)}.`,
              `Consulting and expertise: from ${eur(prices.conseil.amount)} per hour.`,
            ],
          },
          {
            heading: 'What moves the price',
            bullets: [
              'The number of user profiles and permission levels.',
              'Connections to other software (accounting, CRM, payments).',
              'Offline mode with synchronisation and conflict handling.',
              'Migrating and cleaning existing data.',
            ],
          },
          {
            heading: 'After launch',
            paragraphs: [
              'Plan for hosting (often €10 to €60 a month), security updates and a small budget for improvements: 10 to 15% of the initial cost per year is a good benchmark.',
            ],
          },
        ],
      },
      {
        title: 'Making your application a success',
        summary: 'The good practices that make the difference after launch.',
        blocks: [
          {
            bullets: [
              'Involve future users from the mock-ups on, not only at delivery.',
              'Measure real use: which screens are used, where people give up.',
              'Care about accessibility: contrast, keyboard navigation, readable text.',
              'Protect the data: tested backups, role-based access, encrypted connections.',
              'Stay the owner: source code, domain name and accounts in your name.',
            ],
          },
          {
            heading: 'Documentation is insurance',
            paragraphs: [
              'Ask for operating documentation and readable code: the day you change provider or grow the team, it will save you weeks.',
            ],
          },
        ],
      },
      {
        title: 'Checklist before you start',
        summary: 'Ten points to check before the first meeting.',
        blocks: [
          {
            style: 'checklist',
            bullets: [
              'The problem to solve fits in two sentences.',
              'You know how many hours or errors the current tool costs each month.',
              'Users and their devices (desktop, mobile, tablet) are listed.',
              'The must-have journeys of the first version are identified.',
              'You know whether offline mode is needed, and for whom.',
              'The software to connect is listed, with its access details.',
              'The data to migrate is identified and a sample is available.',
              'Someone in the business can decide and test every fortnight.',
              'The budget covers the project and the first year of operation.',
              'The code, domain and accounts will be in your name.',
            ],
          },
        ],
      },
    ],
    closing: {
      title: 'Let’s talk about your application',
      text: 'Torn between keeping your tools, adopting off-the-shelf software or having your own built? In 30 minutes, free and with no commitment, we review your situation and the most sensible solution.',
      cta: 'Book your free consultation',
    },
  }
}
