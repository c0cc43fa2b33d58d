import { formatEuros } from '@/features/pricing/format-price'
import type { ServiceContent } from '@/features/services/content/service-content-types'
import type { SiteFigures } from '@/features/site-settings/site-figures'

/** The technical training page, in English. */
export function formationEn({ prices }: SiteFigures): ServiceContent {
  const price = formatEuros(prices.formation.amount, 'en')
  return {
    metaTitle: 'Technical training: web development and AI tools',
    metaDescription: `Tailored training in modern web development and AI tools for your team, built on your own cases, on site or remote, from ${price}.`,
    lead: 'Is your team using tools it has never really mastered, or do your developers need to get up to speed on a modern technology? I build the course from the participants’ actual level and your own projects: little theory, exercises on your cases, and habits that last once the course is over.',
    deliverables: [
      {
        title: 'Topics chosen for you',
        text: 'Modern web development (React, Next.js, TypeScript), accessibility and performance, PWAs, professional use of AI tools, no-code task automation.',
      },
      {
        title: 'A programme built for your team',
        text: 'Goals, content and pace set from a skills questionnaire and a conversation with you: nobody is bored, nobody is lost.',
      },
      {
        title: 'Hands-on sessions',
        text: 'At least half the time spent on exercises, using your data, your tools and your code where there is some.',
      },
      {
        title: 'Materials to keep',
        text: 'Course notes, cheat sheets and examples for every participant, to reuse day to day.',
      },
      {
        title: 'An assessment of what was learnt',
        text: 'Validation exercises at the end of the course and a certificate of attendance for each participant.',
      },
      {
        title: 'Follow-up after the course',
        text: 'A question-and-answer session a few weeks later, to clear the blocks people hit in real work.',
      },
    ],
    audiences: [
      {
        title: 'Development teams',
        text: 'Developers moving to React, Next.js or TypeScript, or who need to make accessibility and performance part of their habits.',
      },
      {
        title: 'Business teams',
        text: 'Sales, assistants, marketing: using AI tools with method, writing good prompts and avoiding costly mistakes.',
      },
      {
        title: 'Companies taking back control',
        text: 'Once an application is delivered, your team learns to run it: content, settings, small changes.',
      },
      {
        title: 'Business owners',
        text: 'Understanding what the web and AI can do today, so you can decide on and steer your projects with confidence.',
      },
    ],
    process: [
      {
        title: 'Skills assessment',
        duration: '1 week before',
        text: 'A skills questionnaire for each participant and a conversation with you to set the goals.',
      },
      {
        title: 'Tailored programme',
        duration: 'Approved by you',
        text: 'Content, exercises drawn from your cases and the running order are sent to you for approval before the first session.',
      },
      {
        title: 'Training sessions',
        duration: '1 to 5 days',
        text: 'At your premises or remote, in groups of eight people at most so that everyone practises.',
      },
      {
        title: 'Follow-up',
        duration: '4 to 6 weeks later',
        text: 'A question-and-answer session to consolidate what was learnt and deal with questions that came up in real work.',
      },
    ],
    pricing: {
      basis: `From ${price} for one day of training for a group, tailored programme and materials included. The number of days, the number of participants and the preparation of exercises on your own cases move the price, which is set in a quote before the course.`,
      included: [
        'The skills questionnaire and the scoping conversation',
        'The programme and exercises adapted to your cases',
        'Materials for every participant',
        'The certificate of attendance and the follow-up session',
      ],
      schedule:
        'Training of less than a month is paid when you order, by card or SEPA transfer. Any travel costs are stated in the quote.',
    },
    faq: [
      {
        question: 'Is the training on site or remote?',
        answer:
          'Either. At your premises for groups who practise on their own machines; remote, as shorter sessions spread over several days that fit more easily into the team’s diary.',
      },
      {
        question: 'My team members have different levels: is that a problem?',
        answer:
          'No, it is common. The skills questionnaire lets us form even groups or plan exercises at several levels within the same session.',
      },
      {
        question: 'Can we work on our own code or our own tools?',
        answer:
          'It is recommended: the exercises are built from your real cases. Confidential code and data can be anonymised beforehand.',
      },
      {
        question: 'How many participants per session?',
        answer:
          'Eight at most, so everyone has time to practise and ask questions. Larger teams are split into several groups.',
      },
      {
        question: 'What do we get at the end?',
        answer:
          'Each participant keeps the materials, the examples and a certificate of attendance. You receive a review of the course with recommendations for what comes next.',
      },
    ],
  }
}
