import { site } from '@/config/site'
import type { ConsultationContent } from '@/features/consultation/content/consultation-content-types'
import { formatEuros } from '@/features/pricing/format-price'
import type { SiteFigures } from '@/features/site-settings/site-figures'

const minutes = site.consultationMinutes
const hours = site.responseHours

/** The free consultation page, in English. */
export function consultationEn({ claims, prices }: SiteFigures): ConsultationContent {
  return {
    benefits: [
      {
        key: 'outside-view',
        title: 'A fresh pair of eyes on your situation',
        text: 'You walk me through your business, your tools and what is holding you back; I ask the questions that pin down the real problem, which is often not the one you expected to solve.',
      },
      {
        key: 'actions',
        title: 'Concrete, prioritised next steps',
        text: 'Two or three actions ranked by impact and effort: what you can do yourself tomorrow, what deserves a tool, and what can wait.',
      },
      {
        key: 'budget',
        title: 'A ballpark budget and timeline',
        text: `For each idea, a realistic range drawn from more than ${claims.projects} delivered projects, so you can decide with your eyes open before even asking for a quote.`,
      },
      {
        key: 'honesty',
        title: 'A straight answer, even when it doesn’t suit me',
        text: 'If off-the-shelf software, a tool you already own or a simple change of process will do, I will tell you. Good free advice beats a pointless project.',
      },
    ],
    audience: [
      'Owners of small businesses losing hours to repetitive tasks',
      'Shops, tradespeople and independent professionals who want customers to come back',
      'Businesses whose website costs more than it brings in',
      'Founders with a web app idea who want to check it, and its budget, early',
      'Teams curious about AI with no idea where to start',
    ],
    steps: [
      {
        title: 'You book a slot',
        text: 'Pick the day and time that suit you in the online calendar. The confirmation arrives straight away by e-mail, with an invitation to add to your calendar.',
      },
      {
        title: 'You answer a few questions',
        text: 'Your business, your needs, the tools you use today: two minutes of preparation so we get straight to the point on the day.',
      },
      {
        title: `We talk for ${minutes} minutes by video`,
        text: 'From your browser, with nothing to install. Share your screen if you like, to show me your website or your tools.',
      },
      {
        title: `You get a written summary within ${hours} hours`,
        text: 'The diagnosis, the recommended next steps and their likely cost, in black and white. It is yours to keep, whether we work together or not.',
      },
    ],
    notThis: [
      'A sales pitch in disguise: we talk about your situation, not about my offers.',
      'A commitment: you sign nothing and owe nothing, during or after.',
      'The start of pushy follow-ups: one follow-up message, then the decision is yours.',
      `A full audit: for an in-depth, costed review of your website, the technical audit is a flat ${formatEuros(prices.audit.amount, 'en')}.`,
    ],
    faq: [
      {
        id: 'free',
        question: 'Is it really free?',
        answer:
          'Yes, entirely: neither the call nor the summary is invoiced, and nothing ties you afterwards. It is how I check I can genuinely help before suggesting anything.',
      },
      {
        id: 'who',
        question: 'Who will I be talking to?',
        answer:
          'To me, the developer who would build your project if we work together. No salesperson, no middleman: technical answers come from the person who will put them into practice.',
      },
      {
        id: 'prepare',
        question: 'What should I prepare?',
        answer:
          'Nothing is required. If you can, jot down what takes up most of your time, the tools you use and a rough budget. A link to your website or a few screenshots help too.',
      },
      {
        id: 'longer',
        question: `What if ${minutes} minutes is not enough?`,
        answer:
          'It almost always is, to make a diagnosis and outline next steps. If your project needs more, I suggest the right follow-up: a detailed quote, a technical audit or a few hours of consulting, always priced in advance.',
      },
      {
        id: 'reschedule',
        question: 'Can I move or cancel the appointment?',
        answer:
          'Of course. Just reply to the confirmation e-mail or write to me from the contact page, ideally the day before, and we will find another slot.',
      },
      {
        id: 'language',
        question: 'What language is the call in?',
        answer: 'French or English, whichever you prefer. The summary follows the same language.',
      },
    ],
  }
}
