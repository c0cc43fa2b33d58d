/**
 * Text for the standard PDF fonts, which only know the Windows-1252 characters: the narrow
 * no-break space French number formatting uses ("3 500 €") becomes a plain no-break space.
 */
export function pdfText(text: string): string {
  return text.replace(/\u202f/g, '\u00a0')
}
