/** What each seeded article's illustration shows (scripts/lib/blog-scenes.mjs), in both languages. */
export const seedImageAlts: Record<string, { fr: string; en: string }> = {
  'ia-pme-cas-usage': {
    fr: 'Une liste de tâches dont trois sont cochées, à côté d’étoiles symbolisant l’intelligence artificielle',
    en: 'A task list with three items ticked, next to sparkles standing for artificial intelligence',
  },
  'chatbot-service-client': {
    fr: 'Un site web et un smartphone affichant une conversation avec un assistant automatique',
    en: 'A website and a smartphone showing a conversation with an automated assistant',
  },
  'site-web-rentable': {
    fr: 'Un site web avec des indicateurs et une courbe de demandes en hausse, une étoile et une coche',
    en: 'A website with key figures and a rising curve of enquiries, a star and a check mark',
  },
  'budget-projet-web': {
    fr: 'Un devis détaillé à côté d’un graphique circulaire et d’un histogramme de budget',
    en: 'A detailed quote next to a pie chart and a bar chart of the budget',
  },
  'rgpd-formulaires-pme': {
    fr: 'Un formulaire de contact avec une case de consentement, à côté d’un bouclier et d’un cadenas',
    en: 'A contact form with a consent checkbox, next to a shield and a padlock',
  },
  'pwa-ou-application-native': {
    fr: 'Deux smartphones : une grille d’applications et une application web installée, reliés par une flèche',
    en: 'Two smartphones: an app grid and an installed web app, linked by an arrow',
  },
  'core-web-vitals': {
    fr: 'Trois jauges presque pleines au-dessus d’une page web qui se charge rapidement',
    en: 'Three nearly full gauges above a web page loading quickly',
  },
  'automatiser-devis': {
    fr: 'Un formulaire dont les réponses passent par un engrenage pour devenir un devis',
    en: 'A form whose answers go through a gear to become a quote',
  },
  'fiche-google-business': {
    fr: 'Un plan avec un repère de localisation à côté de la fiche d’un commerce notée quatre étoiles',
    en: 'A map with a location pin next to a local business listing rated four stars',
  },
}
