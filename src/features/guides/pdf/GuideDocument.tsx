import { Document, Link, Page, Text, View } from '@react-pdf/renderer'

import type { GuideContent } from '@/features/guides/content/guide-content-types'
import { ChapterBlocks } from '@/features/guides/pdf/ChapterBlocks'
import { ClosingPage, type ClosingLabels } from '@/features/guides/pdf/ClosingPage'
import { pdfText } from '@/features/guides/pdf/pdf-text'
import { styles } from '@/features/guides/pdf/pdf-styles'
import type { PublicSiteSettings } from '@/features/site-settings/public-settings'

export type GuidePdfLabels = ClosingLabels & {
  contents: string
  chapter: string
  page: string
  coverNote: string
}

type Props = {
  content: GuideContent
  labels: GuidePdfLabels
  locale: string
  siteUrl: string
  consultationUrl: string
  /** The name, contact details and address of the settings, on the cover and the last page. */
  settings: PublicSiteSettings
}

function Footer({ siteName, title, page }: { siteName: string; title: string; page: string }) {
  return (
    <View style={styles.footer} fixed>
      <Text>{pdfText(`${siteName} – ${title}`)}</Text>
      <Text render={({ pageNumber }) => `${page} ${pageNumber}`} />
    </View>
  )
}

/** The guide as a PDF: cover, contents, one page per chapter, and the contact page. */
export function GuideDocument({
  content,
  labels,
  locale,
  siteUrl,
  consultationUrl,
  settings,
}: Props) {
  const { siteName } = settings
  const firstChapterPage = 3
  return (
    <Document title={content.title} author={siteName} subject={content.subtitle} language={locale}>
      <Page size="A4" style={[styles.page, styles.cover]}>
        <Text style={styles.coverBrand}>{pdfText(siteName.toUpperCase())}</Text>
        <View>
          <Text style={styles.coverTitle}>{pdfText(content.title)}</Text>
          <View style={styles.coverBand} />
          <Text style={styles.coverSubtitle}>{pdfText(content.subtitle)}</Text>
        </View>
        <Text style={styles.coverFooter}>
          {pdfText(labels.coverNote)}{' '}
          <Link src={siteUrl} style={styles.link}>
            {siteUrl}
          </Link>
        </Text>
      </Page>
      <Page size="A4" style={styles.page}>
        <Text style={styles.h1}>{pdfText(labels.contents)}</Text>
        <View style={{ marginTop: 18 }}>
          {content.chapters.map((chapter, i) => (
            <View key={chapter.title} style={styles.tocRow}>
              <View style={{ flex: 1 }}>
                <Text style={styles.tocTitle}>{pdfText(`${i + 1}. ${chapter.title}`)}</Text>
                <Text style={styles.tocSummary}>{pdfText(chapter.summary)}</Text>
              </View>
              <Text style={styles.tocPage}>{firstChapterPage + i}</Text>
            </View>
          ))}
        </View>
        <Footer siteName={siteName} title={content.title} page={labels.page} />
      </Page>
      {content.chapters.map((chapter, i) => (
        <Page key={chapter.title} size="A4" style={styles.page}>
          <Text style={styles.eyebrow}>{pdfText(`${labels.chapter} ${i + 1}`.toUpperCase())}</Text>
          <Text style={styles.h1}>{pdfText(chapter.title)}</Text>
          <Text style={styles.summary}>{pdfText(chapter.summary)}</Text>
          <ChapterBlocks blocks={chapter.blocks} />
          <Footer siteName={siteName} title={content.title} page={labels.page} />
        </Page>
      ))}
      <ClosingPage
        content={content}
        labels={labels}
        consultationUrl={consultationUrl}
        settings={settings}
      />
    </Document>
  )
}
