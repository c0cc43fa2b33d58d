import type { SeedProject } from '@/features/portfolio/seed/seed-types'

export const bakeryProject: SeedProject = {
  slug: 'commande-en-ligne-boulangerie-nantes',
  category: 'web',
  position: 10,
  technologies: ['Next.js', 'React', 'TypeScript', 'PWA (service worker)', 'PostgreSQL', 'Stripe'],
  image: {
    file: 'boulangerie-commande-mobile',
    alt: {
      fr: 'Page de commande de la boulangerie sur un ordinateur portable et un téléphone : pains et viennoiseries avec leur prix, panier et choix du créneau de retrait',
      en: 'The bakery’s ordering page on a laptop and a phone: breads and pastries with their prices, a basket and a choice of pickup slot',
    },
  },
  gallery: [
    {
      file: 'boulangerie-tableau-commandes',
      alt: {
        fr: 'Écran de préparation de l’atelier : commandes du jour, quantités à sortir par produit et par créneau, retraits par heure et prochaines commandes',
        en: 'The bakehouse preparation screen: today’s orders, quantities per product and pickup slot, pickups by hour and the next orders',
      },
    },
    {
      file: 'boulangerie-carte-fidelite',
      alt: {
        fr: 'Deux téléphones : la carte de fidélité avec sept tampons sur dix, et la confirmation d’une commande prête à retirer le lendemain',
        en: 'Two phones: the loyalty card with seven stamps out of ten, and the confirmation of an order ready for pickup the next day',
      },
    },
  ],
  fr: {
    title: 'Commande en ligne et retrait en boutique pour une boulangerie artisanale',
    short:
      'Une application web installable (PWA) pour commander pains et pâtisseries la veille et les retirer sans attendre, dans les trois boutiques d’une boulangerie nantaise.',
    long: 'Cette boulangerie-pâtisserie familiale de Nantes compte trois boutiques et une trentaine de salariés. Les commandes de gâteaux et de grosses quantités arrivaient par téléphone, notées dans un carnet différent dans chaque boutique, et la file d’attente du samedi matin décourageait une partie de la clientèle. Nous avons conçu une application web qui s’installe sur le téléphone sans passer par les stores, pour commander, payer et choisir son créneau de retrait, ainsi qu’un écran de préparation pour l’atelier.',
    challenge:
      'Les commandes téléphoniques monopolisaient les vendeuses aux heures de pointe, les erreurs de commande obligeaient à refaire plusieurs gâteaux chaque mois et la production était estimée au jugé, avec trop d’invendus en fin de journée. La solution devait rester simple pour une clientèle de tous âges et ne demander aucune formation particulière aux équipes.',
    solution:
      'Une PWA rapide, dont la carte reste consultable hors connexion, avec paiement en ligne ou en boutique et des créneaux de retrait plafonnés par boutique pour lisser l’affluence. L’atelier dispose d’un tableau des commandes par heure et par produit qui sert à planifier les fournées ; une carte de fidélité numérique remplace les tampons sur papier. Les commandes spéciales (pièces montées, buffets) passent par un formulaire guidé avec acompte.',
    results:
      'Six mois après le lancement, plus d’un tiers des commandes passent par l’application, la file du samedi s’est nettement raccourcie et la production suit la demande réelle : les invendus ont baissé et les erreurs de commande ont pratiquement disparu.',
    duration: '7 semaines',
    testimonial: {
      client: 'Gérante d’une boulangerie-pâtisserie, 3 boutiques, Nantes',
      content:
        'Le samedi matin, nos clients passent devant la file et récupèrent leur commande prête. Et à l’atelier, on sait enfin combien de pains préparer.',
    },
    metrics: [
      { value: '38 %', label: 'des commandes passées en ligne' },
      { value: '−22 %', label: 'd’invendus en fin de journée' },
      { value: '4,7/5', label: 'note moyenne de l’application par les clients' },
    ],
    timeline: [
      'Observation en boutique et ateliers avec l’équipe (semaine 1)',
      'Maquettes testées par des clients fidèles (semaines 2 et 3)',
      'Développement, paiement et tableau de préparation (semaines 3 à 6)',
      'Lancement progressif, boutique par boutique (semaine 7)',
    ],
  },
  en: {
    title: 'Online ordering and in-store pickup for an artisan bakery',
    short:
      'An installable web app (PWA) to order bread and pastries the day before and collect them without queuing, across the three shops of a bakery in Nantes.',
    long: 'This family-run bakery and patisserie in Nantes has three shops and about thirty staff. Cake and bulk orders came in by phone and were written down in a different notebook in each shop, and the Saturday-morning queue was putting some customers off. We designed a web app that installs on a phone without any app store, where customers order, pay and choose a collection slot, plus a preparation screen for the bakehouse.',
    challenge:
      'Phone orders tied up the sales staff at peak times, order mistakes meant several cakes remade every month, and production was planned by guesswork, leaving too much unsold at closing time. The solution had to be easy for customers of every age and need no special training for the teams.',
    solution:
      'A fast PWA whose menu works offline, with payment online or in the shop and collection slots capped per shop to spread the rush. The bakehouse gets a board of orders by hour and by product to plan each batch, and a digital loyalty card replaces paper stamps. Special orders (celebration cakes, buffets) go through a guided form with a deposit.',
    results:
      'Six months after launch, more than a third of orders go through the app, the Saturday queue is much shorter and production follows real demand: unsold stock is down and order mistakes have all but disappeared.',
    duration: '7 weeks',
    testimonial: {
      client: 'Manager of an artisan bakery with 3 shops, Nantes',
      content:
        'On Saturday mornings our customers walk past the queue and pick up their order. And in the bakehouse we finally know how many loaves to bake.',
    },
    metrics: [
      { value: '38%', label: 'of orders placed online' },
      { value: '−22%', label: 'unsold stock at closing time' },
      { value: '4.7/5', label: 'average customer rating of the app' },
    ],
    timeline: [
      'In-store observation and team workshops (week 1)',
      'Mock-ups tested with regular customers (weeks 2 and 3)',
      'Build, payment and preparation board (weeks 3 to 6)',
      'Gradual launch, one shop at a time (week 7)',
    ],
  },
}
