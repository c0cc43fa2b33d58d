import { adminTable } from '@/i18n/admin-table'

/** The blog's admin parts: article import, translations panel, status column. */
export const blogAdminTranslations = adminTable(
  {
    importTitle: 'Importer des articles (Markdown ou HTML)',
    importHelp:
      'Un fichier par article, avec un en-tête facultatif (title, slug, language, category, tags, excerpt, published_at, status). Les articles sont créés en brouillon ; le HTML est nettoyé (scripts, styles et liens dangereux retirés, images ignorées).',
    files: 'Fichiers',
    importing: 'Import en cours…',
    import: 'Importer',
    importFailed: 'L’import a échoué.',
    created: 'créé (« {{title}} »)',
    refused: 'refusé, {{reason}}',
    saveFirst: 'Enregistrez l’article pour gérer sa traduction.',
    translationIn: 'Traduction en {{language}}',
    createTranslation: 'Créer la traduction en {{language}}',
    translationFailed: 'La traduction n’a pas pu être créée.',
    'language-fr': 'français',
    'language-en': 'anglais',
    draft: 'Brouillon',
    scheduled: 'Programmé',
    published: 'Publié',
  },
  {
    importTitle: 'Import articles (Markdown or HTML)',
    importHelp:
      'One file per article, with an optional header (title, slug, language, category, tags, excerpt, published_at, status). Articles are created as drafts; HTML is cleaned (scripts, styles and dangerous links removed, images ignored).',
    files: 'Files',
    importing: 'Importing…',
    import: 'Import',
    importFailed: 'The import failed.',
    created: 'created (“{{title}}”)',
    refused: 'refused, {{reason}}',
    saveFirst: 'Save the article to manage its translation.',
    translationIn: 'Translation in {{language}}',
    createTranslation: 'Create the translation in {{language}}',
    translationFailed: 'The translation could not be created.',
    'language-fr': 'French',
    'language-en': 'English',
    draft: 'Draft',
    scheduled: 'Scheduled',
    published: 'Published',
  },
)
