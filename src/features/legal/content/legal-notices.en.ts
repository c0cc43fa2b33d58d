import { apeCodeText } from '@/features/legal/ape-codes'
import type { LegalDocument } from '@/features/legal/content/legal-types'
import { oneLineAddress } from '@/features/legal/legal-text'
import { isSoleProprietorship, legalFormName } from '@/features/site-settings/legal-forms'
import type { PublicSiteSettings } from '@/features/site-settings/public-settings'

/** Legal notices (article 6 of the French law on confidence in the digital economy). */
export function legalNoticesEn({
  siteName,
  email,
  phone,
  address,
  legal,
}: PublicSiteSettings): LegalDocument {
  const { host } = legal
  const director = isSoleProprietorship(legal.legalForm)
    ? `the sole proprietor who runs ${siteName}, as its legal representative,`
    : `the legal representative of ${legal.legalName}, which runs ${siteName},`
  return {
    title: 'Legal notices',
    description: `Publisher, publication director, host and legal information of the ${siteName} website.`,
    lastUpdated: '2026-11-23',
    sections: [
      {
        id: 'publisher',
        title: 'Publisher',
        blocks: [
          {
            kind: 'definitions',
            items: [
              { term: 'Name', definition: legal.legalName },
              { term: 'Legal form', definition: legalFormName(legal.legalForm, 'en') },
              { term: 'Registered office', definition: oneLineAddress(address) },
              { term: 'SIREN', definition: legal.siren },
              { term: 'SIRET', definition: legal.siret },
              { term: 'Registration', definition: 'French national business register (RNE)' },
              // A business under the VAT exemption has no number: the line is left out.
              ...(legal.vatNumber ? [{ term: 'EU VAT number', definition: legal.vatNumber }] : []),
              { term: 'Activity code (APE)', definition: apeCodeText(legal.apeCode, 'en') },
              {
                term: 'Phone',
                definition: phone,
                url: `tel:${phone.replace(/\s/g, '')}`,
              },
              { term: 'E-mail', definition: email, url: `mailto:${email}` },
            ],
          },
        ],
      },
      {
        id: 'publication-director',
        title: 'Publication director',
        blocks: [
          {
            kind: 'paragraph',
            text: `The publication director is ${director} and can be reached at ${email}.`,
          },
        ],
      },
      {
        id: 'host',
        title: 'Host',
        blocks: [
          {
            kind: 'definitions',
            items: [
              { term: 'Name', definition: host.name },
              { term: 'Address', definition: oneLineAddress(host.address) },
              { term: 'Phone', definition: host.phone },
              { term: 'Website', definition: host.website, url: host.website },
            ],
          },
        ],
      },
      {
        id: 'intellectual-property',
        title: 'Intellectual property',
        blocks: [
          {
            kind: 'paragraph',
            text: `The whole website (texts, guides, visuals, logos, code) belongs to ${legal.legalName}, unless stated otherwise. Any unauthorised reproduction is prohibited; the terms of use set out what is allowed.`,
            link: { label: 'Read the terms of use', href: '/conditions-generales' },
          },
        ],
      },
      {
        id: 'personal-data',
        title: 'Personal data',
        blocks: [
          {
            kind: 'paragraph',
            text: 'How the data collected by the forms of the website is processed, the cookies and local storage it uses, and your rights are described in the privacy policy.',
            link: { label: 'Read the privacy policy', href: '/politique-confidentialite' },
          },
        ],
      },
      {
        id: 'terms-of-sale',
        title: 'Terms of sale',
        blocks: [
          {
            kind: 'paragraph',
            text: 'All work is carried out on the basis of a quote and the general terms of sale, which can be downloaded as a PDF.',
            link: { label: 'Read the general terms of sale', href: '/conditions-generales-vente' },
          },
        ],
      },
      {
        id: 'report',
        title: 'Reporting content',
        blocks: [
          {
            kind: 'paragraph',
            text: `To report content you believe to be unlawful, write to ${email} with the address of the page, the content concerned and the reasons for your request. It will be dealt with as quickly as possible.`,
          },
        ],
      },
      {
        id: 'credits',
        title: 'Credits',
        blocks: [
          {
            kind: 'paragraph',
            text: `Design, writing and development: ${siteName}. Built with Next.js and Payload CMS (MIT licence); Lucide icons (ISC licence).`,
          },
        ],
      },
    ],
  }
}
