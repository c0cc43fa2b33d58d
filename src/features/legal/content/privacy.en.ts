import type { LegalBlock, LegalDocument } from '@/features/legal/content/legal-types'
import { oneLineAddress } from '@/features/legal/legal-text'
import type { PublicSiteSettings } from '@/features/site-settings/public-settings'

type Processing = { title: string; data: string; purpose: string; basis: string; retention: string }

const records = (items: Processing[]): LegalBlock => ({
  kind: 'records',
  items: items.map(({ title, data, purpose, basis, retention }) => ({
    title,
    fields: [
      { label: 'Data', value: data },
      { label: 'Purpose', value: purpose },
      { label: 'Legal basis', value: basis },
      { label: 'Kept for', value: retention },
    ],
  })),
})

type Storage = { name: string; kind: string; purpose: string; lifetime: string }

const storage = (items: Storage[]): LegalBlock => ({
  kind: 'records',
  items: items.map(({ name, kind, purpose, lifetime }) => ({
    title: name,
    fields: [
      { label: 'Type', value: kind },
      { label: 'What it does', value: purpose },
      { label: 'Lifetime', value: lifetime },
    ],
  })),
})

const prospectRetention = '3 years from your last contact, then deleted.'
const precontract = 'Steps taken at your request before a contract (GDPR article 6(1)(b)).'
const untilCleared = 'Until you clear the site data in your browser.'

/** Privacy policy: what each form of the site actually does with your data. */
export function privacyEn({ siteName, email, address, legal }: PublicSiteSettings): LegalDocument {
  return {
    title: 'Privacy policy',
    description:
      'What personal data this website collects, why, how long it is kept, who it is shared with and how to exercise your rights.',
    lastUpdated: '2026-11-23',
    sections: [
      {
        id: 'controller',
        title: 'Data controller',
        blocks: [
          {
            kind: 'paragraph',
            text: `Personal data collected on this website is processed by ${legal.legalName}, the controller under the General Data Protection Regulation (GDPR) and the French Data Protection Act.`,
          },
          {
            kind: 'definitions',
            items: [
              { term: 'Controller', definition: legal.legalName },
              { term: 'SIRET', definition: legal.siret },
              { term: 'Address', definition: oneLineAddress(address) },
              { term: 'E-mail', definition: email, url: `mailto:${email}` },
            ],
          },
          {
            kind: 'paragraph',
            text: 'Given the size and activity of the business, no data protection officer has been appointed: questions are handled directly at the address above.',
          },
        ],
      },
      {
        id: 'forms',
        title: 'Data collected by each form',
        blocks: [
          {
            kind: 'paragraph',
            text: 'The website only collects what you type into its forms. Optional fields are marked as such, and no data is bought or obtained from third parties.',
          },
          records([
            {
              title: 'Contact form',
              data: 'Name, e-mail address, company (optional), main challenge, goal, type of solution, project description, budget (optional), language of the site.',
              purpose: 'Answering your request and preparing a proposal.',
              basis: precontract,
              retention: prospectRetention,
            },
            {
              title: 'Technical audit request',
              data: 'Address of the website to audit, company, name (optional), e-mail address, the issues that concern you.',
              purpose: 'Preparing the audit, then sending you the quote and the findings.',
              basis: precontract,
              retention: prospectRetention,
            },
            {
              title: 'Business diagnostic',
              data: 'Monthly revenue bracket, time-consuming tasks, main challenge and the calculated results; your e-mail address if you ask to receive the results.',
              purpose:
                'Calculating your diagnostic, sending it to you and following up. Without an e-mail address, the answers are kept with nothing that could identify you. A simple rule (revenue and estimated savings) flags the diagnostics to call back first, with no legal effect on you.',
              basis:
                'Your consent, given by ticking the box, for sending and following up; legitimate interest for anonymous answers.',
              retention: prospectRetention,
            },
            {
              title: 'Project estimator',
              data: 'Project type, budget, desired timeframe and the resulting estimate; your e-mail address if you ask to receive it.',
              purpose: 'Sending you the estimate and following up about your project.',
              basis: 'Your consent, given by ticking the box.',
              retention: prospectRetention,
            },
            {
              title: 'Guide download',
              data: 'E-mail address, first name (optional), requested guide, date of your consent, newsletter choice.',
              purpose: 'Sending you the download link of the guide, valid for 7 days.',
              basis: 'Your consent, given by ticking the box.',
              retention: prospectRetention,
            },
            {
              title: 'Newsletter',
              data: 'E-mail address, where you signed up, dates of sign-up, confirmation and unsubscription.',
              purpose:
                'Sending you the monthly newsletter once you have confirmed your address through a link (double opt-in).',
              basis:
                'Your consent, which you can withdraw at any time through the unsubscribe link in every issue.',
              retention:
                'Until you unsubscribe; proof of sign-up and unsubscription is kept for 3 years.',
            },
            {
              title: 'Sign-up pop-ups',
              data: 'The e-mail address typed into the pop-up. Pop-up views are counted without any personal data.',
              purpose: 'Signing you up for the newsletter, with the same double opt-in.',
              basis: 'Your consent, which you can withdraw in every issue.',
              retention: 'As for the newsletter.',
            },
            {
              title: 'Appointment booking',
              data: 'Chosen service, date and time slot, full name, e-mail address, phone number, any notes.',
              purpose:
                'Arranging the appointment, sending you the confirmation and calendar invitation, reaching you if plans change.',
              basis: precontract,
              retention: prospectRetention,
            },
          ]),
        ],
      },
      {
        id: 'follow-up',
        title: 'Following up requests and clients',
        blocks: [
          {
            kind: 'paragraph',
            text: 'Requests sent with the same e-mail address are grouped in a single record with their history, so that you never have to explain your needs twice. This follow-up relies on the business’s legitimate interest in managing its relationship with prospects; the record is deleted 3 years after your last contact.',
          },
          {
            kind: 'paragraph',
            text: 'If you become a client, the data the contract needs is kept for the whole relationship, and invoices and accounting records for 10 years, as article L123-22 of the French Commercial Code requires.',
          },
        ],
      },
      {
        id: 'security',
        title: 'Technical data and security',
        blocks: [
          {
            kind: 'list',
            items: [
              'Your IP address is used, in memory only, to limit the number of form submissions per 10-minute window; it is not stored with your requests.',
              'Protection against bots relies on an invisible field and a minimum time to fill in the form, with no cookie and no third-party service.',
              'Server logs are kept by the host for the security of the service, for one year at most.',
              'The website is served over HTTPS; the administration area is reserved for the owner, password-protected and locked after repeated failed attempts.',
            ],
          },
        ],
      },
      {
        id: 'recipients',
        title: 'Recipients',
        blocks: [
          {
            kind: 'paragraph',
            text: `Your data is for ${siteName} alone. It is never sold, rented or used for advertising. The only other parties involved are processors bound by a contract under GDPR article 28:`,
          },
          {
            kind: 'list',
            items: [
              `the host of the website and its database, ${legal.host.name}, in France;`,
              'the e-mail delivery provider, which carries the messages the site sends (confirmations, guides, results, newsletter);',
              'the business’s calendar service, which receives booked appointments.',
            ],
          },
          {
            kind: 'paragraph',
            text: 'Data is hosted in the European Union. Should a provider ever process it outside the Union, the transfer would be covered by an adequacy decision or by the European Commission’s standard contractual clauses.',
          },
        ],
      },
      {
        id: 'cookies',
        title: 'Cookies and local storage',
        blocks: [
          {
            kind: 'paragraph',
            text: 'The website uses no analytics, advertising or social media cookies. It only stores the following in your browser:',
          },
          storage([
            {
              name: 'NEXT_LOCALE',
              kind: 'Cookie',
              purpose: 'Remembers the language you chose, to open the site in that language.',
              lifetime: '1 year.',
            },
            {
              name: 'theme',
              kind: 'Local storage (localStorage)',
              purpose: 'Remembers the light or dark theme you chose.',
              lifetime: untilCleared,
            },
            {
              name: 'accessibility-preferences',
              kind: 'Local storage (localStorage)',
              purpose: 'Remembers the text size and high contrast you chose.',
              lifetime: untilCleared,
            },
            {
              name: 'language',
              kind: 'Local storage (localStorage)',
              purpose: 'Remembers the last language picked with the switch.',
              lifetime: untilCleared,
            },
            {
              name: 'popups:seen:…',
              kind: 'Local storage (localStorage)',
              purpose:
                'When each sign-up pop-up was shown, so that it does not come back before its set interval.',
              lifetime: untilCleared,
            },
            {
              name: 'popups:shown-this-visit',
              kind: 'Session storage (sessionStorage)',
              purpose: 'Limits pop-ups to one per visit.',
              lifetime: 'Until the tab is closed.',
            },
            {
              name: 'payload-token',
              kind: 'Cookie',
              purpose: 'Session of the administration area, set only when the site owner signs in.',
              lifetime: '8 hours.',
            },
          ]),
          {
            kind: 'paragraph',
            text: 'These items either remember your own settings or are strictly necessary for the service you ask for: under article 82 of the French Data Protection Act, they do not require your consent. You can clear them at any time in your browser settings; the site then returns to its default settings.',
          },
        ],
      },
      {
        id: 'rights',
        title: 'Your rights',
        blocks: [
          {
            kind: 'paragraph',
            text: 'You have the right to access, rectify and erase your data, to restrict its processing, to data portability and to object, in particular to direct marketing. You may withdraw your consent at any time and give instructions on what happens to your data after your death.',
          },
          {
            kind: 'paragraph',
            text: `To exercise these rights, write to ${email} or by post to ${oneLineAddress(address)}. You will receive an answer within one month, which may be extended by two months for a complex request. Proof of identity is only requested if there is reasonable doubt about who you are.`,
          },
        ],
      },
      {
        id: 'complaint',
        title: 'Complaints to the CNIL',
        blocks: [
          {
            kind: 'paragraph',
            text: 'If you believe your rights have not been respected, you can lodge a complaint with the French data protection authority, the Commission nationale de l’informatique et des libertés (CNIL), 3 place de Fontenoy, TSA 80715, 75334 Paris Cedex 07, France, or online at www.cnil.fr.',
          },
        ],
      },
      {
        id: 'changes',
        title: 'Changes',
        blocks: [
          {
            kind: 'paragraph',
            text: 'This policy changes with the website. The date of the last update is shown at the top of the page; newsletter subscribers are told about any significant change.',
          },
        ],
      },
    ],
  }
}
