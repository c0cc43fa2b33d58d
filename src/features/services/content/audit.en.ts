import { formatPrice } from '@/features/pricing/format-price'
import type { ServiceContent } from '@/features/services/content/service-content-types'
import type { SiteFigures } from '@/features/site-settings/site-figures'

/** The technical audit page, in English. */
export function auditEn({ prices }: SiteFigures): ServiceContent {
  const price = formatPrice(prices.audit, 'en')
  return {
    metaTitle: 'Web application technical audit',
    metaDescription: `A complete audit of your website or web application for a flat ${price}: performance, security, accessibility, search visibility and code quality, with a prioritised action plan.`,
    lead: 'Is your site slow, slipping on Google or worrying you on security? The audit measures exactly what is holding your website or web application back, explains it in plain words and hands you an action plan ranked by impact and cost. You finally know what to fix first, and what it will cost.',
    deliverables: [
      {
        title: 'Real performance measurements',
        text: 'Load times and Core Web Vitals (LCP, INP, CLS) measured on mobile and desktop for your key pages, with their causes: images, scripts, hosting, requests.',
      },
      {
        title: 'A security review',
        text: 'Certificate, HTTP headers, forms, admin access, outdated or vulnerable libraries: whatever exposes your data and your customers’ data.',
      },
      {
        title: 'An accessibility and technical SEO check',
        text: 'Key WCAG 2.2 criteria, heading structure, tags, sitemap, indexing and structured data: whatever stops some of your visitors, and Google, from reading your site properly.',
      },
      {
        title: 'A written report without needless jargon',
        text: 'Each finding is illustrated, explained and linked to its effect on your visitors or your revenue, so you can decide without being technical.',
      },
      {
        title: 'A prioritised, costed action plan',
        text: 'Each fix is ranked by impact and effort, with an estimate in hours: hand it to your team, to your current provider or to me.',
      },
      {
        title: 'A one-hour video debrief',
        text: 'We go through the report together, I answer your questions and your provider’s, and we choose the first actions.',
      },
    ],
    audiences: [
      {
        title: 'Your site has stopped paying off',
        text: 'Traffic is falling, quote requests are drying up or baskets are abandoned, and you cannot tell why.',
      },
      {
        title: 'You are planning a redesign',
        text: 'Before investing in a new site, you want to know what can be fixed and what really has to be rebuilt.',
      },
      {
        title: 'You inherited an application',
        text: 'The developer has gone, the code is barely documented, and you want an independent view of its condition and risks.',
      },
      {
        title: 'You need to reassure a client or partner',
        text: 'A tender, a key account or an investor asks for guarantees on security, accessibility or code quality.',
      },
    ],
    process: [
      {
        title: 'Scoping and access',
        duration: 'Day 1',
        text: 'A 30-minute call to understand your goals and concerns, then the read-only access that helps: analytics, Search Console and your code repository if you have one.',
      },
      {
        title: 'Measurements and analysis',
        duration: '3 to 5 days',
        text: 'Performance tests on mobile and desktop, security checks, accessibility and SEO review, reading through the code and its dependencies.',
      },
      {
        title: 'Writing the report',
        duration: '2 to 3 days',
        text: 'Findings are sorted, explained and turned into an action plan ranked by impact and effort, with an estimate for each fix.',
      },
      {
        title: 'Debrief',
        duration: '1 hour',
        text: 'A video call to walk through the report, answer your questions and decide on the first actions. You receive the report as a PDF.',
      },
    ],
    pricing: {
      basis: `A fixed ${price} for one website or web application, its main pages and journeys: the price does not move along the way, however many issues turn up.`,
      included: [
        'Scoping and the full analysis: performance, security, accessibility, SEO and code',
        'The written report and the costed action plan',
        'The one-hour video debrief',
      ],
      schedule:
        'As a mission of less than a month, the audit is paid when you order it, by card or SEPA transfer. Any fixes are quoted separately, with no obligation to have me do them.',
    },
    faq: [
      {
        question: 'Do I need to give you access to the source code?',
        answer:
          'No. Without the code, the audit covers everything that can be measured from the outside: performance, visible security, accessibility, SEO. With read access to the repository, I add code quality, architecture and vulnerable dependencies.',
      },
      {
        question: 'My site runs on WordPress, Shopify or Wix: is an audit worth it?',
        answer:
          'Yes. Slowness and security holes often come from plugins, the theme or the hosting: the audit finds them and separates what can be fixed in your current tool from what is a limit of the tool itself.',
      },
      {
        question: 'Will the audit disrupt my live site?',
        answer:
          'No. Measurements are taken the way a visitor would browse, with no penetration testing or unusual load on your server, and nothing on your site is changed.',
      },
      {
        question: 'Who makes the fixes?',
        answer:
          'Your choice. The action plan is written so your team or your current provider can carry it out; if you would rather I did, you get a separate quote, with no commitment.',
      },
      {
        question: 'How long does the audit take?',
        answer:
          'One to two weeks from receiving access, debrief included. If a deadline is coming up (a launch, a trade fair, a tender), mention it in your request and the schedule will allow for it.',
      },
    ],
  }
}
