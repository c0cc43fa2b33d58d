import { Link, Page, Text, View } from '@react-pdf/renderer'

import type { GuideContent } from '@/features/guides/content/guide-content-types'
import { pdfText } from '@/features/guides/pdf/pdf-text'
import { styles } from '@/features/guides/pdf/pdf-styles'
import type { PublicSiteSettings } from '@/features/site-settings/public-settings'

export type ClosingLabels = {
  contactTitle: string
  email: string
  phone: string
  address: string
  linkedin: string
}

type Props = {
  content: GuideContent
  labels: ClosingLabels
  consultationUrl: string
  /** How to reach the studio, from the settings. */
  settings: Pick<PublicSiteSettings, 'siteName' | 'email' | 'phone' | 'linkedin' | 'address'>
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <View style={styles.contactRow}>
      <Text style={styles.contactLabel}>{pdfText(label)}</Text>
      <View style={{ flex: 1 }}>{children}</View>
    </View>
  )
}

/** The last page: the free consultation and how to reach the studio. */
export function ClosingPage({ content, labels, consultationUrl, settings }: Props) {
  const { siteName, email, phone, linkedin, address } = settings
  return (
    <Page size="A4" style={styles.page}>
      <Text style={styles.h1}>{pdfText(content.closing.title)}</Text>
      <View style={[styles.callout, { marginTop: 18 }]}>
        <Text>{pdfText(content.closing.text)}</Text>
      </View>
      <Link src={consultationUrl} style={styles.cta}>
        {pdfText(content.closing.cta)}
      </Link>
      <Text style={[styles.h2, { marginTop: 36 }]}>{pdfText(labels.contactTitle)}</Text>
      <Text style={[styles.paragraph, { fontFamily: 'Helvetica-Bold' }]}>{pdfText(siteName)}</Text>
      <Row label={labels.email}>
        <Link src={`mailto:${email}`} style={styles.link}>
          {email}
        </Link>
      </Row>
      <Row label={labels.phone}>
        <Text>{pdfText(phone)}</Text>
      </Row>
      <Row label={labels.address}>
        <Text>
          {pdfText(`${address.street}, ${address.postalCode} ${address.city}, ${address.country}`)}
        </Text>
      </Row>
      <Row label={labels.linkedin}>
        <Link src={linkedin} style={styles.link}>
          {linkedin}
        </Link>
      </Row>
      <Row label="Web">
        <Link src={consultationUrl} style={styles.link}>
          {consultationUrl}
        </Link>
      </Row>
    </Page>
  )
}
