import { StyleSheet } from '@react-pdf/renderer'

import { ink } from '@/features/guides/pdf/pdf-styles'

/** What the terms need beyond the guides' styles (which they share: fonts, headings, callout). */
export const termsStyles = StyleSheet.create({
  brand: { fontFamily: 'Helvetica-Bold', fontSize: 9, letterSpacing: 1 },
  updated: { fontSize: 10, marginTop: 6, marginBottom: 10 },
  tocTitle: { fontFamily: 'Helvetica-Bold', fontSize: 11, marginTop: 16, marginBottom: 4 },
  tocItem: { fontSize: 9.5, marginBottom: 2 },
  definitionRow: { flexDirection: 'row', marginBottom: 5 },
  definitionTerm: { width: 110, fontFamily: 'Helvetica-Bold' },
  definitionText: { flex: 1 },
  recordTitle: { fontFamily: 'Helvetica-Bold', marginTop: 6, marginBottom: 3, color: ink },
})
