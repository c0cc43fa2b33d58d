import type { SeedProject } from '@/features/portfolio/seed/seed-types'

export const bikeShopProject: SeedProject = {
  slug: 'marketing-automatise-magasin-velos-strasbourg',
  category: 'marketing',
  position: 30,
  technologies: ['Brevo', 'Google Business Profile', 'Next.js', 'Matomo', 'Make'],
  image: {
    file: 'velos-newsletter',
    alt: {
      fr: 'Scénario automatique de rappel de révision, étape par étape, avec l’aperçu de l’e-mail ; à côté, le même e-mail reçu sur un téléphone',
      en: 'An automated service-reminder scenario, step by step, with a preview of the email; beside it, the same email received on a phone',
    },
  },
  gallery: [
    {
      file: 'velos-campagnes',
      alt: {
        fr: 'Tableau de bord mensuel : réservations à l’atelier en hausse, taux d’ouverture, note Google, courbe des réservations et entonnoir des e-mails jusqu’à l’atelier',
        en: 'Monthly dashboard: workshop bookings up, open rate, Google rating, a bookings curve and the funnel from emails to workshop visits',
      },
    },
    {
      file: 'velos-avis-clients',
      alt: {
        fr: 'Deux téléphones : la demande d’avis envoyée après une réparation, et la page des avis clients avec la note moyenne et les derniers commentaires',
        en: 'Two phones: the review request sent after a repair, and the customer reviews page with the average rating and latest comments',
      },
    },
  ],
  fr: {
    title: 'Fidélisation et marketing automatisé pour un magasin de vélos',
    short:
      'Des e-mails qui partent au bon moment (révision, saison, nouveaux modèles), des avis clients collectés après chaque passage à l’atelier et des résultats mesurés chaque mois.',
    long: 'Ce magasin de vélos avec atelier de réparation, à Strasbourg, emploie six personnes. Il vendait bien au printemps mais voyait peu revenir ses clients, et son fichier de 4 000 contacts dormait dans le logiciel de caisse. Nous avons mis en place un marketing simple, automatisé et conforme au RGPD, que l’équipe pilote elle-même.',
    challenge:
      'Faire revenir les clients au magasin et à l’atelier hors saison, sans y passer des heures ni envoyer des messages en masse qui finissent en indésirables. Il fallait aussi gagner en visibilité locale face aux grandes enseignes de la périphérie.',
    solution:
      'Le fichier client a été nettoyé et segmenté (vélo acheté, date du dernier entretien, type de pratique). Des scénarios d’e-mails partent seuls : rappel de révision six mois après l’achat, conseils de saison, invitation aux essais des nouveaux modèles. Après chaque réparation, un message invite à laisser un avis. La fiche d’établissement et les pages du site ont été revues pour la recherche locale, et un tableau de bord mensuel montre ce qui rapporte.',
    results:
      'Les réservations à l’atelier ont nettement progressé, surtout en automne et en hiver, plus de quatre destinataires sur dix ouvrent les e-mails et le magasin est passé de quelques dizaines à plus de deux cents avis. Les demandes arrivent désormais aussi par la recherche locale.',
    duration: '4 semaines, puis un suivi mensuel',
    testimonial: {
      client: 'Gérant d’un magasin de vélos avec atelier, Strasbourg',
      content:
        'Les clients reviennent pour la révision sans qu’on ait à les relancer un par un. L’hiver, l’atelier tourne, ce qui n’était jamais arrivé.',
    },
    metrics: [
      { value: '+27 %', label: 'de réservations à l’atelier' },
      { value: '41 %', label: 'd’ouverture des e-mails' },
      { value: '45 → 210', label: 'avis clients en ligne' },
    ],
    timeline: [
      'Nettoyage et segmentation du fichier client (semaine 1)',
      'Scénarios d’e-mails et collecte d’avis (semaines 2 et 3)',
      'Référencement local et tableau de bord (semaine 4)',
      'Point mensuel et ajustement des campagnes (en continu)',
    ],
  },
  en: {
    title: 'Customer retention and automated marketing for a bike shop',
    short:
      'E-mails sent at the right moment (service due, season, new models), customer reviews collected after every workshop visit and results measured every month.',
    long: 'This bike shop with a repair workshop in Strasbourg employs six people. Spring sales were good but few customers came back, and a list of 4,000 contacts lay idle in the till software. We set up simple, automated marketing that complies with the GDPR and that the team runs itself.',
    challenge:
      'Bringing customers back to the shop and the workshop out of season, without spending hours on it or sending bulk messages that end up in spam folders. The shop also needed more local visibility against the big chains on the outskirts.',
    solution:
      'The customer list was cleaned and segmented (bike bought, date of last service, type of riding). E-mail sequences run on their own: a service reminder six months after purchase, seasonal tips, invitations to test-ride new models. After each repair, a message asks for a review. The business profile and the site’s pages were reworked for local search, and a monthly dashboard shows what pays off.',
    results:
      'Workshop bookings rose clearly, especially in autumn and winter, more than four recipients in ten open the e-mails, and the shop went from a few dozen to over two hundred reviews. Enquiries now also come from local search.',
    duration: '4 weeks, then monthly follow-up',
    testimonial: {
      client: 'Manager of a bike shop with a workshop, Strasbourg',
      content:
        'Customers come back for their service without us chasing them one by one. The workshop is busy in winter, which had never happened before.',
    },
    metrics: [
      { value: '+27%', label: 'workshop bookings' },
      { value: '41%', label: 'e-mail open rate' },
      { value: '45 → 210', label: 'online customer reviews' },
    ],
    timeline: [
      'Cleaning and segmenting the customer list (week 1)',
      'E-mail sequences and review collection (weeks 2 and 3)',
      'Local search and dashboard (week 4)',
      'Monthly review and campaign adjustments (ongoing)',
    ],
  },
}
