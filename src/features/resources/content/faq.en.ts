import type { FaqThemeContent } from '@/features/resources/content/faq-content-types'
import { formatEuros } from '@/features/pricing/format-price'
import type { SiteFigures } from '@/features/site-settings/site-figures'

const eur = (amount: number) => formatEuros(amount, 'en')

/** The resources centre's questions, in English, by theme. */
export function faqEn({ address, prices }: SiteFigures): FaqThemeContent[] {
  return [
    {
      id: 'services',
      title: 'Services and prices',
      entries: [
        { home: 'price' },
        {
          id: 'audit',
          question: `What does the ${eur(prices.audit.amount)} technical audit cover?`,
          answer:
            'A full review of your website or application: performance and Core Web Vitals, security and dependencies, technical SEO, accessibility and your visitors’ journeys. You get a plain-language report and a prioritised, costed action plan, which you can carry out with me or with your current provider.',
        },
        {
          id: 'small-business',
          question: 'Do you work with very small businesses and sole traders?',
          answer:
            'Yes, they are most of my clients: tradespeople, shops, practices, agencies and companies from a handful of people to around fifty staff. Projects are split so you can start small on a controlled budget, then grow once the results are there.',
        },
        {
          id: 'quote',
          question: 'Is the quote free, and can the price change along the way?',
          answer:
            'The quote is free and broken down step by step. The price is fixed: it does not move as long as the scope stays the same. A feature added mid-project gets its own priced amendment, which you accept or not, never a surprise invoice.',
        },
        {
          id: 'consulting',
          question: `How does consulting at ${eur(prices.conseil.amount)} an hour work?`,
          answer:
            'It is for a one-off expert opinion: choosing a technology, reviewing a specification, comparing two quotes, reviewing code or architecture. You book the hours you need, with no subscription, and every session ends with a written summary.',
        },
      ],
    },
    {
      id: 'process',
      title: 'Process and timelines',
      entries: [
        { home: 'delay' },
        { home: 'consultation' },
        {
          id: 'specifications',
          question: 'Do I need to write a specification before contacting you?',
          answer:
            'No. A few sentences about your business, what is holding you back and what you would like to achieve are enough. The discovery phase exists precisely to turn those needs into a precise specification, which you approve before any code is written.',
        },
        {
          id: 'remote',
          question: 'Do you work remotely?',
          answer: `Yes, most projects run entirely remotely: video calls, regular demos and a shared space to follow progress. I am based in ${address.city} and happy to travel for a kick-off workshop or on-site training.`,
        },
        {
          id: 'involvement',
          question: 'How much of my time will the project take?',
          answer:
            'Allow one to two hours a week: a progress check-in, approving the mock-ups and testing each delivery. Your knowledge of the business matters most at the start; after that, I only come to you when a decision is yours to make.',
        },
      ],
    },
    {
      id: 'technical',
      title: 'Technical: PWAs and web apps',
      entries: [
        {
          id: 'pwa',
          question: 'What is a PWA, and how is it different from a mobile app?',
          answer:
            'A Progressive Web App is a website that installs on the home screen like an app, works offline and can send notifications. It is built once for iPhone, Android and desktop, with no app store in the way and no store commission, which often makes it much cheaper than a native app.',
        },
        {
          id: 'iphone',
          question: 'Does a PWA work on an iPhone?',
          answer:
            'Yes: Safari can add it to the home screen and, since iOS 16.4, it can receive notifications. A few features remain specific to native apps, such as some sensors or in-store payments; I flag it during discovery if your project depends on them.',
        },
        {
          id: 'existing',
          question: 'Can you take over an existing application or website?',
          answer:
            'Yes. I start with an audit of the code, security and performance, then suggest fixing it, extending it or, when that is more sensible, rebuilding it step by step. We never start from scratch without a good, costed reason.',
        },
        {
          id: 'quality',
          question: 'Will my application be fast, accessible and easy to find?',
          answer:
            'That is included, not an option: server-rendered pages, measured loading times, accessibility to the WCAG rules (contrast, keyboard navigation, screen readers) and technical SEO (tags, structured data, sitemap). These criteria are part of acceptance testing before launch.',
        },
        {
          id: 'hosting',
          question: 'Where is my data hosted?',
          answer:
            'With a host based in the European Union, chosen with you, in line with the GDPR. You keep access to everything: servers, database and backups, which are automatic and tested.',
        },
      ],
    },
    {
      id: 'ai',
      title: 'Artificial intelligence',
      entries: [
        {
          id: 'ai-start',
          question: 'Where should a small business start with AI?',
          answer:
            'With a repetitive, frequent task done on text: sorting e-mails, keying in invoices or purchase orders, answering common questions. The free business diagnostic helps you spot the hours lost, and the AI business guide sets out the method for a first project in a few weeks.',
        },
        {
          id: 'ai-data',
          question: 'Does my data end up with ChatGPT? What about the GDPR?',
          answer:
            'Not without your agreement. I favour business plans whose data is not used to train the models, hosted in Europe where possible, and only send the model what it strictly needs, anonymised if necessary. Every integration is documented for your record of processing activities.',
        },
        {
          id: 'ai-jobs',
          question: 'Will AI replace my staff?',
          answer:
            'That is not the aim. My projects take low-value tasks (re-keying, sorting, first drafts) off people whose time is precious. A person always stays in charge of anything that commits the business: a quote, a reply to a customer, a decision.',
        },
        {
          id: 'ai-roi',
          question: 'How much does an AI integration cost, and when does it pay for itself?',
          answer: `An integration starts at ${eur(prices.ia.amount)}. If it frees up five hours a week for someone whose time costs ${eur(40)} an hour, it is worth more than ${eur(10000)} a year: most projects pay for themselves within a few months. The free diagnostic runs this sum with your own figures.`,
        },
      ],
    },
    {
      id: 'support',
      title: 'Support and maintenance',
      entries: [
        { home: 'maintenance' },
        {
          id: 'bugs',
          question: 'What if a bug shows up after delivery?',
          answer:
            'You have two months after delivery to report anything that does not match what was agreed, fixed at no cost, and a three-month warranty against hidden defects. After that, maintenance takes over, under the general terms of sale.',
        },
        {
          id: 'training',
          question: 'Can you train my team?',
          answer: `Yes. Training starts at ${eur(prices.formation.amount)} and is built on your own tools and cases: getting to grips with an application, good development practice, using AI day to day. On site or remotely, with materials you keep.`,
        },
        {
          id: 'lock-in',
          question: 'What if one day you are no longer available?',
          answer:
            'You are never locked in: the code is documented, kept in a repository you own and written with widespread technologies (TypeScript, React, PostgreSQL) that any competent developer can pick up. You also receive an operations guide on delivery.',
        },
      ],
    },
    {
      id: 'payment',
      title: 'Payment and invoicing',
      entries: [
        { home: 'payment' },
        {
          id: 'deposit',
          question: 'Why a 50% deposit?',
          answer:
            'For web and business applications, the deposit books your place in the schedule and covers the first stages, discovery and design. The balance is only due on delivery, once you have tested and accepted the work: you never pay in full for something you have not seen.',
        },
        { home: 'ownership' },
        {
          id: 'hosting-fees',
          question: 'Who pays for hosting and the domain name?',
          answer:
            'You do, as they are not part of the project price. If you leave them to me, hosting, domain name and e-mail are invoiced once a year, on 1 January; otherwise you pay your host directly, in your own name.',
        },
      ],
    },
  ]
}
