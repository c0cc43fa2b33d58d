import { Document, Link, Page, Text, View } from '@react-pdf/renderer'

import { pdfText } from '@/features/guides/pdf/pdf-text'
import { accent, styles } from '@/features/guides/pdf/pdf-styles'
import type { LegalSection, TermsOfSaleContent } from '@/features/legal/content/legal-types'
import type { LegalPathname } from '@/features/legal/legal-documents'
import { oneLineAddress } from '@/features/legal/legal-text'
import { PdfLegalBlocks } from '@/features/legal/pdf/PdfLegalBlocks'
import { termsStyles } from '@/features/legal/pdf/terms-pdf-styles'
import type { PublicSiteSettings } from '@/features/site-settings/public-settings'

export type TermsPdfLabels = {
  lastUpdated: string
  contents: string
  page: string
  email: string
  phone: string
  address: string
  onlineVersion: string
  legalNotices: string
}

type Props = {
  content: TermsOfSaleContent
  sections: LegalSection[]
  /** The date as the page shows it. */
  updated: string
  labels: TermsPdfLabels
  locale: string
  /** The names, e-mail, phone and registered office of the settings, as the page shows them. */
  settings: Pick<PublicSiteSettings, 'siteName' | 'email' | 'phone' | 'address' | 'legal'>
  urlOf: (href: LegalPathname) => string
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <View style={styles.contactRow}>
      <Text style={styles.contactLabel}>{pdfText(label)}</Text>
      <View style={{ flex: 1 }}>{children}</View>
    </View>
  )
}

/** The general terms of sale as a PDF: the sections the page renders, in the same order. */
export function TermsDocument({
  content,
  sections,
  updated,
  labels,
  locale,
  settings,
  urlOf,
}: Props) {
  const { siteName, email, phone, address, legal } = settings
  const pageUrl = urlOf('/conditions-generales-vente')
  return (
    <Document
      title={content.title}
      author={siteName}
      subject={content.description}
      language={locale}
    >
      <Page size="A4" style={styles.page}>
        <View style={styles.footer} fixed>
          <Text>{pdfText(`${siteName} – ${content.title}`)}</Text>
          <Text
            render={({ pageNumber, totalPages }) => `${labels.page} ${pageNumber} / ${totalPages}`}
          />
        </View>
        <Text style={[termsStyles.brand, { color: accent }]}>
          {pdfText(siteName.toUpperCase())}
        </Text>
        <Text style={styles.h1}>{pdfText(content.title)}</Text>
        <Text style={termsStyles.updated}>{pdfText(`${labels.lastUpdated} ${updated}`)}</Text>
        <View style={styles.callout} wrap={false}>
          <Text style={[styles.h2, { marginTop: 0 }]}>{pdfText(content.keyPoints.title)}</Text>
          {content.keyPoints.items.map((item) => (
            <View key={item} style={styles.item}>
              <Text style={styles.marker}>•</Text>
              <Text style={styles.itemText}>{pdfText(item)}</Text>
            </View>
          ))}
        </View>
        <Text style={termsStyles.tocTitle}>{pdfText(labels.contents)}</Text>
        {sections.map((section) => (
          <Text key={section.id} style={termsStyles.tocItem}>
            {pdfText(section.title)}
          </Text>
        ))}
        {sections.map((section) => (
          <View key={section.id}>
            <Text style={styles.h2} minPresenceAhead={60}>
              {pdfText(section.title)}
            </Text>
            <PdfLegalBlocks blocks={section.blocks} urlOf={urlOf} />
          </View>
        ))}
        <View wrap={false}>
          <Text style={styles.h2}>{pdfText(content.contact.title)}</Text>
          <Text style={styles.paragraph}>{pdfText(content.contact.text)}</Text>
          <Text style={[styles.paragraph, { fontFamily: 'Helvetica-Bold' }]}>
            {pdfText(legal.legalName)}
          </Text>
          <Row label={labels.email}>
            <Link src={`mailto:${email}`} style={styles.link}>
              {email}
            </Link>
          </Row>
          <Row label={labels.phone}>
            <Text>{pdfText(phone)}</Text>
          </Row>
          <Row label={labels.address}>
            <Text>{pdfText(oneLineAddress(address))}</Text>
          </Row>
          <Text style={[styles.paragraph, { marginTop: 10 }]}>
            {pdfText(labels.onlineVersion)}{' '}
            <Link src={pageUrl} style={styles.link}>
              {pageUrl}
            </Link>
          </Text>
          <Text style={styles.paragraph}>
            {pdfText(labels.legalNotices)}{' '}
            <Link src={urlOf('/mentions-legales')} style={styles.link}>
              {urlOf('/mentions-legales')}
            </Link>
          </Text>
        </View>
      </Page>
    </Document>
  )
}
