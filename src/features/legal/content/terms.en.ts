import type { TermsOfSaleContent } from '@/features/legal/content/legal-types'
import { clockHour, dayAndMonth, oneLineAddress, spelled } from '@/features/legal/legal-text'
import { termsFigures as f } from '@/features/legal/terms-figures'
import { formatEuros } from '@/features/pricing/format-price'
import type { PublicSiteSettings } from '@/features/site-settings/public-settings'

const eur = (amount: number) => formatEuros(amount, 'en')
const n = (count: number) => spelled(count, 'en')
const { businessHours, otherTimes } = f.maintenanceRates

/** General terms of sale, English version (the French version prevails, see the preamble). */
export function termsOfSaleEn({
  siteName,
  address,
  legal,
}: PublicSiteSettings): TermsOfSaleContent {
  return {
    title: 'General terms of sale',
    description: `The terms that govern every engagement with ${siteName}: quotes, flat-rate prices, deposit, deadlines, acceptance, warranty, maintenance and ownership of deliverables.`,
    lastUpdated: f.lastUpdated,
    preamble: {
      id: 'preamble',
      title: 'Preamble',
      blocks: [
        {
          kind: 'paragraph',
          text: `These general terms of sale (the "Terms") apply between ${legal.legalName}, registered under SIRET number ${legal.siret}, whose registered office is at ${oneLineAddress(address)} (the "Provider"), and any individual or legal entity that commissions work from the Provider in the course of its business (the "Client").`,
        },
        {
          kind: 'paragraph',
          text: 'Under article L441-1 of the French Commercial Code, the Terms are the sole basis of the business relationship. They are attached to every quote, sent to any Client on request and available at all times on the website, where they can be downloaded as a PDF. This English version is provided for convenience; the French version prevails.',
        },
        {
          kind: 'paragraph',
          text: 'Placing an order means accepting the Terms in full. They prevail over any document of the Client’s, including its general terms of purchase, unless the Provider expressly agrees otherwise in writing. The Provider’s failure to enforce a clause at any time does not waive its right to enforce it later.',
        },
      ],
    },
    definitions: {
      id: 'definitions',
      title: 'Definitions',
      blocks: [
        {
          kind: 'definitions',
          items: [
            {
              term: 'Client',
              definition:
                'The individual or legal entity, acting for business purposes, that orders a Service from the Provider.',
            },
            {
              term: 'Provider',
              definition: `${legal.legalName}, publisher of the website and author of the Services.`,
            },
            {
              term: 'Quote',
              definition:
                'The Provider’s written, priced proposal describing the Service, its flat-rate price, its provisional schedule and its payment schedule.',
            },
            {
              term: 'Order',
              definition:
                'The Quote signed by the Client, together with payment of the deposit or of the amount due before work starts.',
            },
            {
              term: 'Service',
              definition:
                'Any engagement carried out by the Provider: technical audit, design and development of web applications, business applications or PWAs, artificial intelligence integration, training, consulting and expertise.',
            },
            {
              term: 'Deliverable',
              definition:
                'Anything handed over to the Client under a Service: a live application, source code, a report, training material, documentation.',
            },
            {
              term: 'Delivery',
              definition:
                'Making the Deliverable available, notified to the Client in writing (e-mail included); it opens the review period.',
            },
            {
              term: 'Maintenance',
              definition:
                'Work carried out after Delivery that the warranty does not cover: fixes, updates, enhancements and support.',
            },
            {
              term: 'Ancillary services',
              definition:
                'The domain name, hosting and e-mail that the Provider subscribes to or manages on behalf of the Client.',
            },
          ],
        },
      ],
    },
    articles: [
      {
        heading: 'Purpose and scope',
        blocks: [
          {
            kind: 'paragraph',
            text: 'The Terms set out how the Provider performs the Services ordered by the Client. They apply to every Service, except where the Quote sets specific conditions, which then prevail.',
          },
          {
            kind: 'paragraph',
            text: 'The Provider works for businesses only. By placing an Order, the Client confirms that it is acting for the purposes of its business.',
          },
          {
            kind: 'paragraph',
            text: 'The Provider may amend the Terms at any time. An Order is governed by the Terms in force on the date it is signed.',
          },
        ],
      },
      {
        heading: 'Quotes and orders',
        blocks: [
          {
            kind: 'paragraph',
            text: 'Every Service starts with a free Quote, drawn up after a discussion of the Client’s needs. The Quote sets out the scope, the Deliverables, the flat-rate price, the provisional schedule and the payment schedule.',
          },
          {
            kind: 'paragraph',
            text: `Unless stated otherwise, a Quote is valid for ${n(f.quoteValidityDays)} days from its date of issue. The estimates shown on the website (project estimator, business diagnostic) are indicative only and are not Quotes.`,
          },
          {
            kind: 'paragraph',
            text: 'An Order becomes binding when the Provider receives the signed Quote marked "Approved" and the payment set out in article 4. Any later change of scope is covered by an additional Quote, which may change the price and the deadlines.',
          },
        ],
      },
      {
        heading: 'Prices',
        blocks: [
          {
            kind: 'paragraph',
            text: 'Services are sold at a flat rate: the price in the Quote is fixed and covers everything the Quote describes. The rates published on the website are starting prices; only the Quote sets the final price.',
          },
          {
            kind: 'paragraph',
            text: 'Prices are in euros, excluding VAT; VAT is added at the rate in force on the invoice date.',
          },
          {
            kind: 'paragraph',
            text: `Unless the Quote says otherwise, the price does not include travel outside the ${address.city} area, third-party software and service licences, Ancillary services, or Maintenance, which is billed separately as set out in article 11.`,
          },
        ],
      },
      {
        heading: 'Payment terms',
        blocks: [
          {
            kind: 'paragraph',
            text: `Every order for a web application or business application requires a deposit of ${f.depositPercent}% of the price, paid with the Order. Work starts once the deposit is received; the balance is invoiced on Delivery, unless the Quote sets intermediate milestones.`,
          },
          {
            kind: 'paragraph',
            text: `Other engagements lasting less than ${n(f.fullPaymentBelowMonths)} month are paid in full before they start. Longer engagements are paid ${f.instalments.beforeStartPercent}% before they start and ${f.instalments.atDeliveryPercent}% on Delivery.`,
          },
          {
            kind: 'paragraph',
            text: 'Invoices are payable on receipt, by card or by SEPA bank transfer. No discount is given for early payment.',
          },
        ],
      },
      {
        heading: 'Late payment and disputes',
        blocks: [
          {
            kind: 'paragraph',
            text: `Any late payment automatically incurs, from the day after the due date and without prior reminder, late-payment penalties of ${n(f.latePenaltyTimesLegalRate)} times the French statutory interest rate in force, calculated on the amounts outstanding.`,
          },
          {
            kind: 'paragraph',
            text: `Under articles L441-10 and D441-5 of the French Commercial Code, a fixed indemnity of ${eur(f.recoveryIndemnityEuros)} for recovery costs is also due. Where the actual costs are higher, further compensation may be claimed on proof.`,
          },
          {
            kind: 'paragraph',
            text: 'If a formal notice goes unanswered, the Provider may suspend work in progress until full payment; deadlines are extended accordingly.',
          },
          {
            kind: 'paragraph',
            text: `Any dispute over an invoice must be sent to the Provider by registered letter with acknowledgement of receipt, stating the reasons, within ${n(f.billingDisputeDays)} days of receiving the invoice. After that, the invoice is deemed accepted. Disputing part of an invoice does not suspend payment of the undisputed part.`,
          },
        ],
      },
      {
        heading: 'Delivery dates',
        blocks: [
          {
            kind: 'paragraph',
            text: `The Provider delivers within the deadlines set in the Quote. Should difficulties arise, it may postpone Delivery by ${n(f.deliveryPostponementMaxWeeks)} weeks at most, informing the Client in writing as soon as it becomes aware of the delay.`,
          },
          {
            kind: 'paragraph',
            text: 'Beyond that postponement, the Client may cancel the Order by registered letter with acknowledgement of receipt and obtain a refund of the sums paid for Services not performed, to the exclusion of any other compensation.',
          },
          {
            kind: 'paragraph',
            text: 'Deadlines are suspended for as long as the Client has not provided the content, access or approvals required, in the event of late payment and in the event of force majeure.',
          },
        ],
      },
      {
        heading: 'The Client’s obligations',
        blocks: [
          {
            kind: 'paragraph',
            text: 'The Client actively cooperates in the Service. It provides the content (text, images, logos), information, technical access and approvals needed in good time, and appoints a contact person with authority to make decisions.',
          },
          {
            kind: 'paragraph',
            text: 'It warrants that it holds the rights to the content it provides and that this content complies with the law, and it holds the Provider harmless against any third-party claim in that respect.',
          },
          {
            kind: 'paragraph',
            text: 'The Client remains responsible for its data, its backups and the lawfulness of the personal data processing it carries out with the Deliverable.',
          },
        ],
      },
      {
        heading: 'Delivery and conformity',
        blocks: [
          {
            kind: 'paragraph',
            text: `On Delivery, the Client checks that the Deliverable conforms to the Quote. It reports any non-conformity in writing, precisely and in detail, within ${n(f.nonConformityReportMonths)} months of Delivery.`,
          },
          {
            kind: 'paragraph',
            text: 'The Provider fixes the non-conformities reported within that period free of charge and delivers a corrected version. A minor reservation that does not prevent use of the Deliverable does not stand in the way of its acceptance.',
          },
          {
            kind: 'paragraph',
            text: 'If nothing is reported within that period, the Deliverable is deemed compliant and accepted without reservation.',
          },
        ],
      },
      {
        heading: 'Warranty against hidden defects',
        blocks: [
          {
            kind: 'paragraph',
            text: `The Provider warrants the Deliverable against hidden defects, meaning malfunctions that could not be detected during the conformity review, for ${n(f.hiddenDefectWarrantyMonths)} months from Delivery. During that period, it fixes free of charge any reproducible defect reported to it in writing.`,
          },
          { kind: 'paragraph', text: 'The warranty does not cover:' },
          {
            kind: 'list',
            items: [
              'changes made to the Deliverable by the Client or a third party;',
              'use that does not follow the documentation or the intended purpose of the Deliverable;',
              'changes in third-party services after Delivery (browsers, operating systems, APIs, artificial intelligence models, hosting);',
              'requests for enhancements, which fall under Maintenance.',
            ],
          },
          {
            kind: 'paragraph',
            text: 'After that period, fixes are billed as Maintenance.',
          },
        ],
      },
      {
        heading: 'Intellectual property and retention of title',
        blocks: [
          {
            kind: 'paragraph',
            text: 'The Provider retains ownership of the Deliverables until the price, costs and charges have been paid in full. Until then, the Client only has a right of use, which the Provider may suspend in the event of non-payment.',
          },
          {
            kind: 'paragraph',
            text: 'Upon full payment, the Provider assigns to the Client the author’s economic rights (reproduction, performance, adaptation and distribution) in the work developed specifically for it, worldwide and for the full legal term of protection.',
          },
          {
            kind: 'paragraph',
            text: 'The Provider’s pre-existing tools, generic components and know-how, and open-source libraries, remain the property of their owners: the Client receives a non-exclusive licence to the former, limited to running the Deliverable, and uses the latter under their own licences.',
          },
          {
            kind: 'paragraph',
            text: 'Unless the Client objects in writing, the Provider may list the project among its references, without disclosing any confidential information.',
          },
        ],
      },
      {
        heading: 'Maintenance and ancillary services',
        blocks: [
          {
            kind: 'paragraph',
            text: 'Maintenance is not included in the flat-rate price of the Services. It is billed separately, for the time spent, at the following hourly rates:',
          },
          {
            kind: 'list',
            items: [
              `${eur(businessHours.euros)} excl. VAT per hour, Monday to Friday, ${clockHour(businessHours.fromHour, 'en')} to ${clockHour(businessHours.toHour, 'en')};`,
              `${eur(otherTimes.euros)} excl. VAT per hour outside those days and hours, public holidays included.`,
            ],
          },
          {
            kind: 'paragraph',
            text: `Domain name, hosting and e-mail are billed yearly, on ${dayAndMonth(f.yearlyServicesBilling.day, f.yearlyServicesBilling.month, 'en')}, for the coming calendar year. In the first year, they are billed when they go live, pro rata to the months remaining.`,
          },
          {
            kind: 'paragraph',
            text: 'Ancillary services renew every year unless the Client asks otherwise in writing before they fall due. When the relationship ends, and once all sums due are paid, the Provider transfers the domain name and the necessary access to the Client.',
          },
        ],
      },
      {
        heading: 'Non-solicitation',
        blocks: [
          {
            kind: 'paragraph',
            text: `Throughout the business relationship and for ${n(f.nonSolicitationYears)} years after it ends, the Client shall not solicit, hire or engage, directly or through a third party, any employee or subcontractor of the Provider who took part in the Services, without the Provider’s written consent.`,
          },
          {
            kind: 'paragraph',
            text: 'Any breach of this obligation requires the Client to compensate the Provider for the loss suffered.',
          },
        ],
      },
      {
        heading: 'Liability, force majeure and disputes',
        blocks: [
          {
            kind: 'paragraph',
            text: 'The Provider is bound by an obligation of means (best efforts). Its liability is limited to proven direct loss and may not exceed the amount, excluding VAT, paid by the Client for the Service concerned. It is not liable for indirect loss such as loss of business, revenue, customers or data.',
          },
          {
            kind: 'paragraph',
            text: 'The output of artificial intelligence tools built into the Deliverable remains under the Client’s control; the Client checks its relevance before any use that affects third parties.',
          },
          {
            kind: 'paragraph',
            text: 'Neither party is liable for a failure caused by force majeure within the meaning of article 1218 of the French Civil Code. Performance is then suspended; if the impediment is permanent, the contract is terminated automatically.',
          },
          {
            kind: 'paragraph',
            text: 'Personal data exchanged to perform the Services is processed in accordance with the GDPR, as described in the privacy policy.',
            link: { label: 'Read the privacy policy', href: '/politique-confidentialite' },
          },
          {
            kind: 'paragraph',
            text: 'The Terms are governed by French law. In the event of a dispute, the parties first seek an amicable settlement; failing that, the dispute is brought before the competent courts for the Provider’s registered office.',
          },
        ],
      },
    ],
    keyPoints: {
      title: 'Key points',
      items: [
        `A ${f.depositPercent}% deposit to start a project`,
        'Flat-rate pricing: the price in the quote is fixed',
        'The Provider keeps ownership of the deliverables until full payment',
        `Maintenance billed separately, ${eur(businessHours.euros)} excl. VAT per hour on weekdays`,
      ],
    },
    contact: {
      title: 'Contact',
      text: 'A question about these terms or about a quote? Write to us or give us a call:',
    },
  }
}
