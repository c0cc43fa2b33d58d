import { formatEuros } from '@/features/pricing/format-price'
import type { ServiceContent } from '@/features/services/content/service-content-types'
import type { SiteFigures } from '@/features/site-settings/site-figures'

/** The progressive web app page, in English. */
export function pwaEn({ prices }: SiteFigures): ServiceContent {
  const price = formatEuros(prices.pwa.amount, 'en')
  return {
    metaTitle: 'Progressive web apps (PWA) that bring customers back',
    metaDescription: `An app customers install on their phone without any app store: offline use, notifications, ordering or loyalty. A custom PWA from ${price}.`,
    lead: 'A PWA is an app your customers install from your website in one tap, with no App Store or Google Play. It opens from the home screen, works without a connection and lets you send notifications: your business stays in their pocket, and they come back.',
    deliverables: [
      {
        title: 'An installable app',
        text: 'An icon on the home screen, full-screen display, fast start-up: on Android and iPhone alike, with no store and no review delay.',
      },
      {
        title: 'Works offline',
        text: 'Catalogue, loyalty card, order forms or job sheets stay available without a signal; anything entered is sent as soon as the connection returns.',
      },
      {
        title: 'Notifications that bring people back',
        text: 'New products, appointment reminders, order ready: well-timed messages your customers chose to receive.',
      },
      {
        title: 'A place to manage your content',
        text: 'Update offers, opening hours and messages yourself, without waiting for a developer for every change.',
      },
      {
        title: 'One app for every screen',
        text: 'Phone, tablet and desktop share the same code: one project to maintain, and updates reach everyone at once.',
      },
      {
        title: 'Privacy-friendly usage figures',
        text: 'Installs, visits and orders tracked in line with the GDPR, so you know what the app brings in.',
      },
    ],
    audiences: [
      {
        title: 'Shops and restaurants',
        text: 'Loyalty card, takeaway ordering, table booking: customers find you in one tap instead of going to a competitor.',
      },
      {
        title: 'Appointment-based businesses',
        text: 'Salons, practices, garages, gyms: online booking, automatic reminders and fewer missed appointments.',
      },
      {
        title: 'Field teams',
        text: 'Technicians, sales reps, drivers: job sheets, photos and signatures captured even with no signal, in a basement or a rural dead zone.',
      },
      {
        title: 'Businesses weighing a native app',
        text: 'You want a mobile app without paying for two builds, iPhone and Android, or living with app store rules and fees.',
      },
    ],
    pricing: {
      basis: `From ${price} for a focused PWA, such as a loyalty card with notifications or a catalogue that works offline. The number of screens, links to your tools (till, calendar, online shop) and the content manager move the price, which is fixed in a flat-rate quote before work starts.`,
      included: [
        'Scoping, journeys and mock-ups approved with you',
        'Development, testing on Android and iPhone, and go-live',
        'Support during the first weeks after launch',
        'Source code and data, which are yours once the project is paid for',
      ],
      schedule:
        'A 50% deposit when you order and 50% on delivery, by card or SEPA transfer. Hosting and maintenance are offered separately.',
    },
    faq: [
      {
        question: 'How is it different from a native app?',
        answer:
          'A native app is built twice, for iPhone and for Android, then published on the stores. A PWA is a single web app installed from your website: one build, instant updates and no store commission. For loyalty, ordering, bookings or a catalogue, it is more than enough.',
      },
      {
        question: 'Does it work on iPhone?',
        answer:
          'Yes. On iPhone and iPad, customers install it from Safari with “Add to Home Screen”, and notifications are supported for installed apps since iOS 16.4. The app walks your customers through the install step by step.',
      },
      {
        question: 'Do my customers have to go through an app store?',
        answer:
          'No, they install it straight from your website. If being on Google Play matters to you, the PWA can be published there later: we discuss it during scoping.',
      },
      {
        question: 'Can my current website become a PWA?',
        answer:
          'Often, yes: if your site is built on sound foundations, installation, offline use and notifications can be added without starting over. A technical audit or the free consultation checks this before anything is priced.',
      },
      {
        question: 'What happens when there is no connection?',
        answer:
          'Screens and data already viewed stay available, and whatever your customers or staff enter is kept on the device and sent automatically when the connection returns. What must work offline is decided with you at the scoping stage.',
      },
    ],
  }
}
