import { StyleSheet } from '@react-pdf/renderer'

import { site } from '@/config/site'

export const accent = site.themeColors.light
export const ink = site.themeColors.dark
const muted = '#4a4a5e'

/**
 * Only the PDF standard fonts (Helvetica family): they ship inside the renderer, so rendering
 * never fetches a font at run time, and they cover French accents and the euro sign.
 */
export const styles = StyleSheet.create({
  page: {
    fontFamily: 'Helvetica',
    fontSize: 10.5,
    lineHeight: 1.45,
    color: ink,
    paddingTop: 56,
    paddingBottom: 64,
    paddingHorizontal: 56,
  },
  cover: { backgroundColor: ink, color: '#ffffff', padding: 64, justifyContent: 'space-between' },
  coverBrand: { fontFamily: 'Helvetica-Bold', fontSize: 12, color: accent, letterSpacing: 1 },
  coverTitle: { fontFamily: 'Helvetica-Bold', fontSize: 32, lineHeight: 1.15, marginTop: 160 },
  coverSubtitle: { fontSize: 15, lineHeight: 1.4, marginTop: 20, color: '#e6e6f0' },
  coverBand: { height: 6, width: 120, backgroundColor: accent, marginTop: 28 },
  coverFooter: { fontSize: 10, color: '#c8c8d8' },
  eyebrow: { fontFamily: 'Helvetica-Bold', fontSize: 9, color: accent, letterSpacing: 1 },
  h1: { fontFamily: 'Helvetica-Bold', fontSize: 22, lineHeight: 1.2, marginTop: 6 },
  summary: { fontSize: 12, color: muted, marginTop: 8, marginBottom: 14 },
  h2: { fontFamily: 'Helvetica-Bold', fontSize: 13, marginTop: 14, marginBottom: 4 },
  paragraph: { marginBottom: 7 },
  item: { flexDirection: 'row', marginBottom: 5 },
  marker: { width: 20, fontFamily: 'Helvetica-Bold', color: accent },
  box: { width: 10, height: 10, borderWidth: 1, borderColor: ink, marginTop: 2, marginRight: 10 },
  itemText: { flex: 1 },
  tocRow: {
    flexDirection: 'row',
    justifyContent: 'space-between',
    borderBottomWidth: 0.5,
    borderBottomColor: '#d0d0dc',
    paddingVertical: 9,
  },
  tocTitle: { fontFamily: 'Helvetica-Bold', fontSize: 12 },
  tocSummary: { fontSize: 9.5, color: muted, marginTop: 2 },
  tocPage: { fontFamily: 'Helvetica-Bold', color: accent, marginLeft: 16 },
  callout: { backgroundColor: '#f4f4f8', borderLeftWidth: 4, borderLeftColor: accent, padding: 14 },
  cta: {
    marginTop: 18,
    backgroundColor: accent,
    color: '#ffffff',
    fontFamily: 'Helvetica-Bold',
    fontSize: 13,
    paddingVertical: 12,
    paddingHorizontal: 18,
    textDecoration: 'none',
  },
  contactRow: { flexDirection: 'row', marginBottom: 6 },
  contactLabel: { width: 90, fontFamily: 'Helvetica-Bold' },
  link: { color: accent, textDecoration: 'none' },
  // Placed from the top: this renderer drops an absolute element placed with `bottom` off the
  // page (A4 is 841.89 pt high).
  footer: {
    position: 'absolute',
    top: 804,
    left: 56,
    right: 56,
    flexDirection: 'row',
    justifyContent: 'space-between',
    fontSize: 8.5,
    color: muted,
  },
})
