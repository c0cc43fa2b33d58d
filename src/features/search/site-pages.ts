import { serviceKeys, site } from '@/config/site'
import { aboutContent } from '@/features/about/content/about-content'
import { consultationContent } from '@/features/consultation/content/consultation-content'
import { formatEuros } from '@/features/pricing/format-price'
import { messageTexts, type MessageTexts, type TextValues } from '@/features/search/message-texts'
import type { SiteEntry } from '@/features/search/site-match'
import { documentEntries } from '@/features/search/site-documents'
import type { PublicSiteSettings } from '@/features/site-settings/public-settings'
import { localizedPath, type StaticPathname } from '@/i18n/pathnames'
import type { Locale } from '@/i18n/locales'

/** A main page, by the message keys of what it shows (a group key takes all its texts). */
type MessagePage = {
  route: StaticPathname
  /** A section of a page that visitors look for on its own. */
  fragment?: string
  title: string
  description: string
  /** Its name in the site's links, and the eyebrow above its heading. */
  aliases?: string[]
  headings?: string[]
  body?: string[]
  /** The long copy the page takes from its content module. */
  extra?: (locale: Locale, settings: PublicSiteSettings) => { headings: string[]; body: string[] }
}

const link = (key: string) => `footer.links.${key}`

const messagePages: MessagePage[] = [
  {
    route: '/',
    title: 'metadata.homeTitle',
    description: 'metadata.homeDescription',
    aliases: [link('home'), 'home.hero.eyebrow'],
    headings: ['home.hero.title', 'home.hero.problemsTitle'],
    body: ['home.hero.lead', 'home.hero.problems'],
  },
  {
    route: '/services',
    title: 'services.list.metaTitle',
    description: 'services.list.metaDescription',
    aliases: [link('services'), 'services.list.eyebrow'],
    headings: ['services.list.title', 'services.list.why.title'],
    body: ['services.list.lead', 'services.list.why.items'],
  },
  {
    route: '/services',
    fragment: 'estimate',
    title: 'estimator.title',
    description: 'estimator.lead',
    aliases: ['services.list.estimateCta'],
    body: ['estimator.projectType', 'estimator.projectTypes', 'estimator.timeframes'],
  },
  {
    route: '/reservation',
    title: 'booking.metaTitle',
    description: 'booking.metaDescription',
    aliases: [link('booking'), 'booking.eyebrow'],
    // The headings of every step: the page shows them one after the other.
    headings: [
      'booking.title',
      'booking.serviceStep.legend',
      'booking.dateStep.title',
      'booking.details.legend',
      'booking.review.title',
    ],
    body: ['booking.lead', 'booking.steps', 'booking.serviceStep.freeHint', 'booking.services'],
  },
  {
    route: '/consultation-expertise-gratuite',
    title: 'consultation.metaTitle',
    description: 'consultation.metaDescription',
    aliases: [link('consultation'), 'consultation.eyebrow'],
    headings: ['consultation.title', 'consultation.stepsTitle', 'consultation.faqTitle'],
    body: ['consultation.lead', 'consultation.facts', 'consultation.book'],
    extra: (locale, settings) => {
      const content = consultationContent(locale, settings)
      return {
        headings: [...content.benefits.map((b) => b.title), ...content.faq.map((f) => f.question)],
        body: [
          ...content.benefits.map((b) => b.text),
          ...content.audience,
          ...content.steps.flatMap((step) => [step.title, step.text]),
          ...content.faq.map((f) => f.answer),
        ],
      }
    },
  },
  {
    route: '/contact',
    title: 'contact.metaTitle',
    description: 'contact.metaDescription',
    aliases: [link('contact')],
    headings: ['contact.title', 'contact.process.title', 'contact.faq.title'],
    body: [
      'contact.lead',
      'contact.promise',
      'contact.methods.meeting',
      'contact.methods.meetingText',
      'contact.process.steps',
      'contact.guarantees.items',
      'contact.faq.items',
    ],
  },
  {
    route: '/diagnostic-business-complet',
    title: 'diagnostic.metaTitle',
    description: 'diagnostic.metaDescription',
    aliases: [link('diagnostic'), 'diagnostic.eyebrow'],
    headings: ['diagnostic.title'],
    body: ['diagnostic.lead', 'diagnostic.steps', 'diagnostic.tasks', 'diagnostic.challenges'],
  },
  {
    route: '/a-propos',
    title: 'about.metaTitle',
    description: 'about.metaDescription',
    aliases: [link('about'), 'about.eyebrow'],
    headings: ['about.title', 'about.valuesTitle', 'about.practicesTitle', 'about.skillsTitle'],
    body: ['about.lead'],
    extra: (locale, settings) => {
      const content = aboutContent(locale, settings)
      const groups = [...content.values, ...content.practices]
      return {
        headings: [...groups.map((g) => g.title), ...content.skills.map((s) => s.title)],
        body: [
          ...content.story,
          ...groups.map((g) => g.text),
          ...content.skills.flatMap((s) => s.items),
        ],
      }
    },
  },
  {
    route: '/realisations',
    title: 'portfolio.metaTitle',
    description: 'portfolio.metaDescription',
    aliases: [link('portfolio'), 'portfolio.hero.eyebrow'],
    headings: ['portfolio.hero.title'],
    body: ['portfolio.hero.lead'],
  },
  {
    route: '/centre-ressources-faq',
    title: 'resources.metaTitle',
    description: 'resources.metaDescription',
    aliases: [link('resources'), 'resources.eyebrow'],
    headings: ['resources.title', 'resources.faq.title', 'resources.more.title'],
    body: ['resources.lead', 'resources.more.items'],
  },
  {
    route: '/blog',
    title: 'blog.metaTitle',
    description: 'blog.metaDescription',
    aliases: [link('blog'), 'blog.eyebrow'],
    headings: ['blog.title'],
    body: ['blog.lead', 'blog.newsletterTitle', 'blog.newsletterText'],
  },
]

/** The figures the texts print (claims, each service's price), as their pages print them. */
export function textValues(locale: Locale, settings: PublicSiteSettings): TextValues {
  const prices = serviceKeys.map((key) => [key, formatEuros(settings.prices[key].amount, locale)])
  return {
    minutes: site.consultationMinutes,
    hours: site.responseHours,
    ...settings.claims,
    ...Object.fromEntries(prices),
  }
}

function messageEntry(
  page: MessagePage,
  locale: Locale,
  settings: PublicSiteSettings,
  t: MessageTexts,
): SiteEntry {
  const extra = page.extra?.(locale, settings)
  const [description = ''] = t([page.description])
  const path = localizedPath(locale, page.route)
  return {
    kind: 'page',
    href: page.fragment ? `${path}#${page.fragment}` : path,
    title: t([page.title]).join(' '),
    text: description,
    aliases: t(page.aliases ?? []),
    labels: [],
    description,
    headings: [...t(page.headings ?? []), ...(extra?.headings ?? [])],
    body: [...t(page.body ?? []), ...(extra?.body ?? [])],
  }
}

/**
 * Every page of the site a visitor may look for, in one language, with the words it shows: the
 * main pages, the estimator, the service pages, the guides and the legal documents.
 */
export function sitePages(locale: Locale, settings: PublicSiteSettings): SiteEntry[] {
  const t = messageTexts(locale, textValues(locale, settings))
  return [
    ...messagePages.map((page) => messageEntry(page, locale, settings, t)),
    ...documentEntries(locale, settings, t),
  ]
}
