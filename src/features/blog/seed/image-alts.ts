/** What each seeded article's hero shows (scripts/seed-interfaces/blog/heroes.html), in both languages. */
export const seedImageAlts: Record<string, { fr: string; en: string }> = {
  'ia-pme-cas-usage': {
    fr: 'Tableau de bord du temps gagné grâce à l’IA dans une équipe de six personnes : heures par usage, des e-mails courants aux traductions, et total de 11 h 30 par semaine',
    en: 'Dashboard of the time a six-person team saves with AI: hours per use, from routine emails to translations, and a total of 11.5 hours a week',
  },
  'chatbot-service-client': {
    fr: 'Deux téléphones : un client demande où est sa commande à l’assistant d’une boutique, qui répond avec le point relais ; à côté, les conversations du jour et celles transmises à l’équipe',
    en: 'Two phones: a customer asks a shop’s assistant where their order is and gets the pickup point; beside it, the day’s conversations and those passed on to staff',
  },
  'site-web-rentable': {
    fr: 'Statistiques d’un site : demandes reçues chaque mois sur un an, en hausse de 64 %, et leur provenance, de la recherche Google au bouche-à-oreille',
    en: 'A website’s statistics: enquiries received each month over a year, up 64%, and where they come from, from Google search to word of mouth',
  },
  'budget-projet-web': {
    fr: 'Estimation d’un site vitrine avec prise de rendez-vous : postes de dépense de la conception à la maintenance, total de 6 600 € HT et graphique de répartition',
    en: 'Estimate for a brochure website with online booking: cost items from design to maintenance, a total of €6,600 before tax and a breakdown chart',
  },
  'rgpd-formulaires-pme': {
    fr: 'Formulaire de demande de rendez-vous avec une case d’inscription à la lettre d’information décochée, à côté d’un encadré expliquant l’usage des données',
    en: 'An appointment request form with the newsletter checkbox left unticked, next to a box explaining how the data is used',
  },
  'pwa-ou-application-native': {
    fr: 'Deux téléphones : une boulangerie propose d’installer son application web, puis l’application apparaît sur l’écran d’accueil parmi les autres',
    en: 'Two phones: a bakery offers to install its web app, then the app appears on the home screen among the others',
  },
  'core-web-vitals': {
    fr: 'Rapport de vitesse mobile : les trois signaux web essentiels en vert (LCP 1,9 s, INP 140 ms, CLS 0,04) et le chargement de la page avant et après optimisation',
    en: 'Mobile speed report: the three Core Web Vitals in green (LCP 1.9 s, INP 140 ms, CLS 0.04) and page loading before and after optimisation',
  },
  'automatiser-devis': {
    fr: 'Un devis de pose de parquet généré automatiquement, avec les quatre étapes qui l’ont produit ; à côté, le formulaire rempli par le client sur son téléphone',
    en: 'A parquet-laying quote generated automatically, with the four steps that produced it; beside it, the form the customer filled in on their phone',
  },
  'fiche-google-business': {
    fr: 'Statistiques d’une fiche d’établissement (appels, itinéraires, clics, recherches) et, sur un téléphone, la fiche d’un plombier sur la carte avec sa note de 4,8',
    en: 'Statistics of a business profile (calls, directions, clicks, searches) and, on a phone, a plumber’s listing on the map rated 4.8',
  },
}
