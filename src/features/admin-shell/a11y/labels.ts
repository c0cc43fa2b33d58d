/**
 * Names for Payload's unnamed controls (icon-only buttons, drag handles, row checkboxes), in
 * the admin's language. Payload ships them without an accessible name, so screen readers
 * announced "button" alone.
 */
const fr = {
  main: 'Contenu',
  menu: 'Menu',
  moreActions: 'Plus d’actions',
  rowActions: 'Actions de la ligne',
  clipboard: 'Copier ou coller les lignes',
  moveRow: 'Déplacer la ligne',
  previousPage: 'Page précédente',
  nextPage: 'Page suivante',
  editFile: 'Modifier le fichier',
  removeFile: 'Retirer le fichier',
  clearDate: 'Effacer la date',
  saveOptions: 'Autres options d’enregistrement',
  removeBlock: 'Retirer le bloc',
  selectAll: 'Tout sélectionner',
  selectRow: 'Sélectionner la ligne',
  bold: 'Gras',
  italic: 'Italique',
  underline: 'Souligné',
  strikethrough: 'Barré',
  inlineCode: 'Code',
  link: 'Lien',
  subscript: 'Indice',
  superscript: 'Exposant',
}

export type AdminA11yText = typeof fr

const en: AdminA11yText = {
  main: 'Content',
  menu: 'Menu',
  moreActions: 'More actions',
  rowActions: 'Row actions',
  clipboard: 'Copy or paste rows',
  moveRow: 'Move row',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  editFile: 'Edit file',
  removeFile: 'Remove file',
  clearDate: 'Clear date',
  saveOptions: 'More save options',
  removeBlock: 'Remove block',
  selectAll: 'Select all',
  selectRow: 'Select row',
  bold: 'Bold',
  italic: 'Italic',
  underline: 'Underline',
  strikethrough: 'Strikethrough',
  inlineCode: 'Code',
  link: 'Link',
  subscript: 'Subscript',
  superscript: 'Superscript',
}

export const adminA11yTexts = { fr, en }

/** French unless the admin chose English (French is the back office's default language). */
export function adminA11yText(language: string | undefined): AdminA11yText {
  return language?.startsWith('en') ? en : fr
}
