import type { LegalDocument } from '@/features/legal/content/legal-types'
import type { PublicSiteSettings } from '@/features/site-settings/public-settings'

/** Terms of use of the website. */
export function termsOfUseEn({ siteName, legal }: PublicSiteSettings): LegalDocument {
  return {
    title: 'Terms of use',
    description:
      'The rules for accessing and using this website: the services it offers, what users commit to, intellectual property, links and liability.',
    lastUpdated: '2026-11-23',
    sections: [
      {
        id: 'purpose',
        title: 'Purpose',
        blocks: [
          {
            kind: 'paragraph',
            text: `These terms of use (the "Terms") govern access to and use of the ${siteName} website by anyone who visits it (the "User"). Browsing the website means accepting the Terms in force.`,
          },
          {
            kind: 'paragraph',
            text: 'The publisher and the host of the website are identified in the legal notices.',
            link: { label: 'Read the legal notices', href: '/mentions-legales' },
          },
        ],
      },
      {
        id: 'access',
        title: 'Access to the website',
        blocks: [
          {
            kind: 'paragraph',
            text: 'The website is free to use, with no sign-up, for anyone with Internet access. Connection and equipment costs are borne by the User.',
          },
          {
            kind: 'paragraph',
            text: 'The publisher does its best to keep the website available at all times, without guaranteeing it. Access may be interrupted for maintenance, updates or force majeure, without notice or compensation.',
          },
          {
            kind: 'paragraph',
            text: 'The administration area is reserved for the site owner; any attempt to access it without authorisation is prohibited.',
          },
        ],
      },
      {
        id: 'services',
        title: 'Services offered',
        blocks: [
          { kind: 'paragraph', text: 'The website offers, free of charge:' },
          {
            kind: 'list',
            items: [
              'information about the services, past projects, a blog and a resources centre;',
              'contact and technical audit request forms;',
              'booking of a free consultation or an appointment;',
              'a business diagnostic and a project estimator;',
              'downloadable guides and a newsletter.',
            ],
          },
          {
            kind: 'paragraph',
            text: 'The results of the diagnostic and the estimator are orders of magnitude based on your answers: they are neither a quote nor a commitment. Any paid work is subject to a quote and to the general terms of sale.',
            link: { label: 'Read the general terms of sale', href: '/conditions-generales-vente' },
          },
        ],
      },
      {
        id: 'commitments',
        title: 'The User’s commitments',
        blocks: [
          { kind: 'paragraph', text: 'The User undertakes to:' },
          {
            kind: 'list',
            items: [
              'provide accurate information and use only their own e-mail address;',
              'not submit forms automatically or try to get around submission limits;',
              'not attempt to disrupt the website, extract its content in bulk or introduce malicious code;',
              'not send any unlawful or abusive content, or content that infringes the rights of others.',
            ],
          },
          {
            kind: 'paragraph',
            text: 'The publisher may turn down a request that breaks these rules and delete abusive submissions.',
          },
        ],
      },
      {
        id: 'intellectual-property',
        title: 'Intellectual property',
        blocks: [
          {
            kind: 'paragraph',
            text: `The texts, guides, images, logos, graphics and code of the website belong to ${legal.legalName} or its partners and are protected by the French Intellectual Property Code.`,
          },
          {
            kind: 'paragraph',
            text: 'Users may browse the website and download the guides for their personal or internal use. Any other reproduction, display or distribution, in whole or in part, requires the written consent of the publisher, except for short quotations with their source, as article L122-5 of that code allows.',
          },
        ],
      },
      {
        id: 'links',
        title: 'Links',
        blocks: [
          {
            kind: 'paragraph',
            text: 'Links to third-party websites are provided for information: the publisher does not control their content and is not responsible for it.',
          },
          {
            kind: 'paragraph',
            text: 'Anyone may link to the website, provided the link does not mislead about its origin and the website is not displayed inside another one.',
          },
        ],
      },
      {
        id: 'liability',
        title: 'Liability',
        blocks: [
          {
            kind: 'paragraph',
            text: 'The content of the website is general information and does not replace advice suited to your situation. The publisher takes care that it is accurate but does not guarantee that it is free of errors or always up to date.',
          },
          {
            kind: 'paragraph',
            text: 'The publisher cannot be held liable for indirect loss arising from the use of the website, or for temporary unavailability. Users are responsible for protecting their own equipment and data.',
          },
        ],
      },
      {
        id: 'personal-data',
        title: 'Personal data and cookies',
        blocks: [
          {
            kind: 'paragraph',
            text: 'Data entered in the forms and preferences stored in the browser are handled as described in the privacy policy.',
            link: { label: 'Read the privacy policy', href: '/politique-confidentialite' },
          },
        ],
      },
      {
        id: 'governing-law',
        title: 'Changes and governing law',
        blocks: [
          {
            kind: 'paragraph',
            text: 'The publisher may change the Terms at any time; the version that applies is the one online at the time of the visit. The Terms are governed by French law. In the event of a dispute, an amicable solution is sought first, before any action before the competent French courts.',
          },
        ],
      },
    ],
  }
}
