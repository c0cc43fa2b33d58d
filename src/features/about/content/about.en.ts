import { site } from '@/config/site'
import type { AboutContent, AboutSettings } from '@/features/about/content/about-content-types'

/** The about page, in English. */
export function aboutEn({ claims, address, siteName }: AboutSettings): AboutContent {
  const { years, projects, entrepreneurs } = claims
  return {
    story: [
      `Behind ${siteName} there is no agency and no subcontracting: there is me, an independent developer specialising in the web and artificial intelligence. For more than ${years} years I have been designing, building and running applications for businesses that have no technical team of their own.`,
      'I started out working for agencies and software companies, on projects of every size. That taught me technical rigour, and also what makes projects fail: a need that was misunderstood, a budget that drifts, a tool delivered that nobody uses. I went freelance to work directly with business owners, where every euro spent has to show in day-to-day work.',
      `More than ${projects} projects and ${entrepreneurs} business owners later, my conviction has not changed: the right technology is the one that saves time or wins customers, not the one that happens to be fashionable.`,
    ],
    values: [
      {
        key: 'results',
        title: 'Results before technology',
        text: 'Every project starts from a measurable goal: hours saved, customers retained, enquiries coming in. If a simple solution is enough, that is the one I recommend.',
      },
      {
        key: 'prices',
        title: 'Clear prices, set in advance',
        text: 'A detailed, fixed-price quote, with steps and timelines in writing: you know what you pay and what you get before you commit.',
      },
      {
        key: 'ownership',
        title: 'You stay the owner',
        text: 'Code, data, access and documentation are yours once the project is paid. No hidden dependency, no compulsory subscription.',
      },
      {
        key: 'quality',
        title: 'Accessible, fast and secure by default',
        text: 'Accessibility, performance, security and GDPR compliance are part of the job, not an optional extra on the invoice.',
      },
      {
        key: 'transmission',
        title: 'Passing on know-how, not creating dependence',
        text: 'I explain my choices and train your team, so you understand your tools and stay in charge of your decisions.',
      },
    ],
    practices: [
      {
        key: 'single-contact',
        title: 'One point of contact',
        text: `You talk directly to the person who designs and builds your project. A reply within ${site.responseHours} business hours, with no call centre and no lost tickets.`,
      },
      {
        key: 'short-steps',
        title: 'Short, visible steps',
        text: 'The project moves forward through regular deliveries you test yourself: you watch the result take shape and adjust along the way.',
      },
      {
        key: 'budget',
        title: 'A budget that fits your business',
        text: 'We start with what pays off fastest, then build on it. A useful first result within weeks beats a big project that never lands.',
      },
      {
        key: 'remote',
        title: 'Remote or on site',
        text: `Based in ${address.city}, I work with businesses across France and beyond by video call, and travel for kick-off workshops and training.`,
      },
    ],
    skills: [
      {
        key: 'web',
        title: 'Web apps and PWAs',
        items: [
          'React, Next.js and TypeScript',
          'Node.js and REST APIs',
          'Progressive Web Apps: installation, offline mode, notifications',
          'Custom interfaces with Tailwind CSS',
        ],
      },
      {
        key: 'data',
        title: 'Data and back office',
        items: [
          'PostgreSQL and SQLite',
          'Custom back offices and CMS (Payload CMS)',
          'Connecting your tools: CRM, invoicing, calendar, e-mail',
          'Imports, exports and dashboards',
        ],
      },
      {
        key: 'ai',
        title: 'Artificial intelligence',
        items: [
          'Language models through APIs (OpenAI, Mistral, Anthropic)',
          'Search across your documents (RAG)',
          'Reading and extracting PDFs, invoices and e-mails',
          'Automations and business assistants reviewed by a person',
        ],
      },
      {
        key: 'quality',
        title: 'Quality and launch',
        items: [
          'Accessibility to WCAG 2.2',
          'Performance and Core Web Vitals',
          'Technical SEO and structured data',
          'Automated tests, security, GDPR and European hosting',
        ],
      },
    ],
  }
}
