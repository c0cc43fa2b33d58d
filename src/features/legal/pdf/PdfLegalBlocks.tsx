import { Link, Text, View } from '@react-pdf/renderer'

import { pdfText } from '@/features/guides/pdf/pdf-text'
import { styles } from '@/features/guides/pdf/pdf-styles'
import type { LegalBlock } from '@/features/legal/content/legal-types'
import type { LegalPathname } from '@/features/legal/legal-documents'
import { termsStyles } from '@/features/legal/pdf/terms-pdf-styles'

type Props = { blocks: LegalBlock[]; urlOf: (href: LegalPathname) => string }

function DefinitionRow({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <View style={termsStyles.definitionRow} wrap={false}>
      <Text style={termsStyles.definitionTerm}>{pdfText(term)}</Text>
      <View style={termsStyles.definitionText}>{children}</View>
    </View>
  )
}

/** The PDF twin of the page's LegalBlocks: same blocks, same order, same words. */
export function PdfLegalBlocks({ blocks, urlOf }: Props) {
  return (
    <>
      {blocks.map((block, index) => {
        switch (block.kind) {
          case 'paragraph':
            return (
              <Text key={index} style={styles.paragraph}>
                {pdfText(block.text)}
                {block.link ? ' ' : null}
                {block.link ? (
                  <Link src={urlOf(block.link.href)} style={styles.link}>
                    {pdfText(block.link.label)}
                  </Link>
                ) : null}
              </Text>
            )
          case 'list':
            return (
              <View key={index} style={{ marginBottom: 4 }}>
                {block.items.map((item) => (
                  <View key={item} style={styles.item} wrap={false}>
                    <Text style={styles.marker}>•</Text>
                    <Text style={styles.itemText}>{pdfText(item)}</Text>
                  </View>
                ))}
              </View>
            )
          case 'definitions':
            return (
              <View key={index} style={{ marginBottom: 4 }}>
                {block.items.map((item) => (
                  <DefinitionRow key={item.term} term={item.term}>
                    <Text>{pdfText(item.definition)}</Text>
                  </DefinitionRow>
                ))}
              </View>
            )
          case 'records':
            return (
              <View key={index}>
                {block.items.map((record) => (
                  <View key={record.title} wrap={false}>
                    <Text style={termsStyles.recordTitle}>{pdfText(record.title)}</Text>
                    {record.fields.map((field) => (
                      <DefinitionRow key={field.label} term={field.label}>
                        <Text>{pdfText(field.value)}</Text>
                      </DefinitionRow>
                    ))}
                  </View>
                ))}
              </View>
            )
        }
      })}
    </>
  )
}
