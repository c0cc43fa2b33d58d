import { Text, View } from '@react-pdf/renderer'

import type { GuideBlock } from '@/features/guides/content/guide-content-types'
import { pdfText } from '@/features/guides/pdf/pdf-text'
import { styles } from '@/features/guides/pdf/pdf-styles'

function Item({ block, text, index }: { block: GuideBlock; text: string; index: number }) {
  const marker =
    block.style === 'checklist' ? (
      <View style={styles.box} />
    ) : (
      <Text style={styles.marker}>{block.style === 'steps' ? `${index + 1}.` : '•'}</Text>
    )
  return (
    <View style={styles.item} wrap={false}>
      {marker}
      <Text style={styles.itemText}>{pdfText(text)}</Text>
    </View>
  )
}

/** A chapter's body: optional heading, paragraphs, then a plain, numbered or tick-box list. */
export function ChapterBlocks({ blocks }: { blocks: GuideBlock[] }) {
  return (
    <>
      {blocks.map((block, b) => (
        <View key={b}>
          {block.heading ? <Text style={styles.h2}>{pdfText(block.heading)}</Text> : null}
          {block.paragraphs?.map((paragraph, p) => (
            <Text key={p} style={styles.paragraph}>
              {pdfText(paragraph)}
            </Text>
          ))}
          {block.bullets?.map((bullet, i) => (
            <Item key={i} block={block} text={bullet} index={i} />
          ))}
        </View>
      ))}
    </>
  )
}
