import type { GuideContent } from '@/features/guides/content/guide-content-types'
import { paybackMonths, paybackWords } from '@/features/guides/content/payback'
import { formatEuros } from '@/features/pricing/format-price'
import type { SiteFigures } from '@/features/site-settings/site-figures'

const eur = (amount: number) => formatEuros(amount, 'en')

/** The AI business guide, in English. */
export function iaEn({ prices }: SiteFigures): GuideContent {
  return {
    title: 'AI for business: the practical guide',
    subtitle: 'Where artificial intelligence saves a small business time, and how to get started',
    pitch:
      'A hands-on guide for owners of small and medium businesses: the AI uses that actually pay off, a low-risk method for a first project, realistic costs and return on investment, and the rules to follow with your data.',
    audience: [
      'Owners of small businesses who want to know what AI can do for them, without the jargon',
      'Office, sales or support managers buried under repetitive tasks',
      'Freelancers and partners preparing next year’s digital budget',
    ],
    benefits: [
      'Four proven uses, with worked figures',
      'A five-step method to ship a first project in a few weeks',
      'A return-on-investment calculation to redo with your own numbers',
      'The GDPR points to check before sending any data to a model',
    ],
    extract: {
      heading: 'Extract: the right first project',
      text: 'The best first AI project is not the most impressive one: it is a repetitive, frequent task done on text, where a mistake can be caught because a person checks the result. Sorting incoming e-mail almost always ticks every box.',
    },
    chapters: [
      {
        title: 'Useful AI, without the hype',
        summary:
          'What today’s models do well, what they do badly, and how to spot a good use case.',
        blocks: [
          {
            paragraphs: [
              'Language models can read, summarise, classify, extract and draft text in seconds. They cannot guarantee that a figure is right, know your customers without being shown them, or make a binding decision for you.',
              'For a small business, AI pays off when it takes a low-value task away from someone whose time is expensive, not when it replaces a job.',
            ],
          },
          {
            heading: 'Five signs of a good use case',
            bullets: [
              'The task is repetitive: it comes back every day or every week.',
              'The volume is real: at least a few hours a week, all staff combined.',
              'The material is text or documents: e-mails, PDFs, forms, notes.',
              'A mistake can be caught: someone reviews before it commits the business.',
              'The result can be measured: time saved, response time, errors avoided.',
            ],
          },
          {
            heading: 'What to avoid at first',
            paragraphs: [
              'Decisions nobody reviews (quotes sent automatically, legal answers), financial calculations without checks, and "let’s see what it does" projects with no precise task and no indicator.',
            ],
          },
        ],
      },
      {
        title: 'E-mail triage and document extraction',
        summary: 'Two uses that free up hours from the first month.',
        blocks: [
          {
            heading: 'Sorting incoming e-mail',
            paragraphs: [
              'A shared mailbox (contact@, orders@, support@) receives mixed requests. The model reads each message, gives it a category (quote, complaint, invoice, application, sales pitch), pulls out the essentials and routes it to the right person or tool, with a draft reply to approve.',
              'A typical example: a 12-person company receiving 80 e-mails a day goes from 90 minutes of daily sorting to 20 minutes of review.',
            ],
          },
          {
            heading: 'Extracting data from documents',
            paragraphs: [
              'Supplier invoices, purchase orders, certificates, CVs: AI reads the PDF or the photo, extracts the useful fields (amount, date, reference, company number) and sends them to your accounting software or a spreadsheet.',
            ],
            bullets: [
              'Start with a single document type, the most frequent one.',
              'Keep a person checking amounts at first, then by sampling.',
              'Measure the share of correct fields on 100 documents before rolling out.',
            ],
          },
        ],
      },
      {
        title: 'Customer support assistants and reporting',
        summary: 'Answer customers faster and get your figures without retyping them.',
        blocks: [
          {
            heading: 'An assistant that knows your business',
            paragraphs: [
              'A support assistant answers frequent questions (lead times, delivery, prices, procedures) from your own documents: terms and conditions, FAQ, product sheets. It quotes its source and hands over to a person as soon as a question is out of scope or the customer asks.',
            ],
            bullets: [
              'Available in the evening and at weekends, with nobody on call.',
              'Consistent answers, up to date as soon as you edit a document.',
              'A log of the questions asked: a goldmine to improve your offers.',
            ],
          },
          {
            heading: 'Automated reporting',
            paragraphs: [
              'Every Monday a written report lands in your inbox: the week’s sales, pending quotes, open tickets, with three lines on what changed. The AI does not compute the figures (your database does, without mistakes): it puts them into words and flags the gaps.',
            ],
          },
        ],
      },
      {
        title: 'Where to start: a five-step method',
        summary: 'A first project delivered in a few weeks, without a risky bet.',
        blocks: [
          {
            style: 'steps',
            bullets: [
              'List the team’s repetitive tasks for one week, with the time spent on each.',
              'Pick just one, using the five signs of chapter 1.',
              'Test it on your real data: 50 to 100 examples are enough to judge.',
              'Roll it out with a person reviewing and one indicator tracked weekly.',
              'After a month, decide with figures in hand: extend, adjust or stop.',
            ],
          },
          {
            heading: 'Buy a tool or have it integrated?',
            paragraphs: [
              'An off-the-shelf tool is enough when your need is standard and your data may go there. A custom integration pays off when AI must connect to your software (mailbox, CRM, ERP, customer database) or when your data must stay under your control.',
            ],
          },
          {
            heading: 'Bring the team along',
            paragraphs: [
              'Present AI as an assistant that removes the tedious tasks, involve the people concerned in the test and train them to review efficiently. A project imposed without them fails, even when it works technically.',
            ],
          },
        ],
      },
      {
        title: 'Costs and return on investment',
        summary: 'Orders of magnitude for your budget and a calculation to redo with your figures.',
        blocks: [
          {
            heading: 'What a project costs',
            bullets: [
              `Custom AI integration: from ${eur(prices.ia.amount)}.`,
              `Consulting and expertise: from ${eur(prices.conseil.amount)} per hour.`,
              `Team training: from ${eur(prices.formation.amount)}.`,
              'Model usage: often €20 to €150 a month for a small business, depending on volume.',
            ],
          },
          {
            heading: 'A return-on-investment calculation',
            paragraphs: [
              `Take e-mail triage: 5 hours saved a week, at a loaded cost of €35 an hour, over 45 working weeks, is €7,875 a year. Against an integration of ${eur(prices.ia.amount)} and €50 of monthly usage (€600 a year), the project pays for itself in ${paybackWords(paybackMonths(prices.ia.amount, 7875, 50), 'en')}.`,
              'Redo the calculation with your numbers: hours really saved (measured, not hoped for), loaded hourly cost, project and usage costs. If the payback is longer than twelve months, pick another first use case.',
            ],
          },
          {
            heading: 'Gains the calculation does not show',
            bullets: [
              'Customers answered within the hour instead of the next day.',
              'Fewer retyping errors, hence fewer disputes.',
              'A team free for the work that needs judgement.',
            ],
          },
        ],
      },
      {
        title: 'Risks, GDPR and data',
        summary: 'The rules to follow before sending a single record to a model.',
        blocks: [
          {
            heading: 'Your obligations',
            bullets: [
              'Legal basis: check that processing personal data is covered (contract, legitimate interest).',
              'Processor agreement: a DPA with the model provider and, outside the EU, transfer safeguards.',
              'No reuse: choose an offer that does not train its models on your data.',
              'Transparency: mention the use of AI in your privacy policy.',
              'Minimisation: send only the fields needed and mask the rest.',
            ],
          },
          {
            heading: 'Technical risks',
            paragraphs: [
              'A model can make up an answer that sounds right but is wrong. The safeguards are well known: restrict it to your documents, make it quote its source, keep a person reviewing anything that commits the business, and log exchanges so they can be checked.',
              'The European AI Act also requires transparency: a customer talking to an assistant must know they are not talking to a person.',
            ],
          },
        ],
      },
      {
        title: 'Checklist before you launch',
        summary: 'Fifteen minutes to check that your project is ready.',
        blocks: [
          {
            style: 'checklist',
            bullets: [
              'The target task is described in one sentence, with the time spent each week.',
              'It meets the five signs: repetitive, volume, text, catchable, measurable.',
              'You have 50 to 100 real examples to test with.',
              'One person owns the review and the follow-up.',
              'The success indicator and its starting value are written down.',
              'The budget covers the project and one year of usage.',
              'The model provider has signed a data processing agreement (DPA).',
              'The data sent is limited to what is needed.',
              'The privacy policy mentions the processing.',
              'The team concerned has been involved and trained.',
              'A review date is set, one month after launch.',
            ],
          },
        ],
      },
    ],
    closing: {
      title: 'Let’s talk about your first AI project',
      text: 'Spotted a task that could be automated? In 30 minutes, free and with no commitment, we look together at whether it is a good fit, what it would cost and what you can expect from it.',
      cta: 'Book your free consultation',
    },
  }
}
