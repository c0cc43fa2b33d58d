import type { SeedProject } from '@/features/portfolio/seed/seed-types'

export const plumbingProject: SeedProject = {
  slug: 'assistant-ia-devis-plomberie-bordeaux',
  category: 'ai',
  position: 20,
  technologies: ['Mistral AI (API)', 'TypeScript', 'Node.js', 'PostgreSQL', 'n8n', 'Microsoft 365'],
  image: {
    file: 'plomberie-devis-assistant',
    alt: {
      fr: 'Assistant de devis sur un ordinateur portable : l’e-mail du client et ses photos, ce que l’assistant a compris et le devis proposé ligne par ligne ; à côté, le formulaire de demande de devis sur téléphone',
      en: 'The quote assistant on a laptop: the customer’s email and photos, what the assistant understood and the proposed quote line by line; beside it, the quote request form on a phone',
    },
  },
  gallery: [
    {
      file: 'plomberie-suivi-devis',
      alt: {
        fr: 'Suivi des devis en quatre colonnes, des demandes reçues aux devis signés, sous les indicateurs du mois : délai de réponse, demandes et taux de signature',
        en: 'Quote tracking in four columns, from requests received to signed quotes, below the month’s figures: response time, requests and signature rate',
      },
    },
    {
      file: 'plomberie-interventions',
      alt: {
        fr: 'Deux téléphones : les interventions de la journée d’un technicien, et la confirmation envoyée au client avec une question pour préciser son devis',
        en: 'Two phones: a technician’s jobs for the day, and the confirmation sent to the customer with a question to refine the quote',
      },
    },
  ],
  fr: {
    title: 'Assistant IA de préparation des devis pour une entreprise de plomberie-chauffage',
    short:
      'Un assistant qui lit les demandes reçues par e-mail, photos comprises, et prépare un devis chiffré à partir du tarif de l’entreprise, validé en quelques minutes par le dirigeant.',
    long: 'Cette entreprise de plomberie et de chauffage de la métropole bordelaise emploie neuf personnes. Le dirigeant rédigeait tous les devis le soir, après ses chantiers, et les clients attendaient souvent plus d’une semaine : beaucoup signaient entre-temps chez un concurrent. Nous avons mis en place un assistant d’intelligence artificielle qui prépare les devis, sans jamais les envoyer seul.',
    challenge:
      'Une quarantaine de demandes par semaine, rédigées de façon très variable, avec ou sans photos, et un tarif de plus de 600 références. Il fallait gagner du temps sans risquer un devis faux : chaque chiffrage devait rester contrôlé par le dirigeant, et les données des clients ne devaient jamais servir à entraîner un modèle.',
    solution:
      'Chaque e-mail de demande est analysé : type d’intervention, matériel visible sur les photos, informations manquantes. L’assistant propose les lignes du devis à partir du tarif et de chantiers passés comparables, rédige si besoin les questions à poser au client et dépose le brouillon dans le logiciel de devis existant. Le dirigeant relit, ajuste et envoie. Le modèle, européen, est appelé par API sans conservation des données, et chaque proposition est journalisée.',
    results:
      'Le délai moyen de réponse est passé de plus d’une semaine à moins de deux jours, la part de devis signés a progressé et le dirigeant a retrouvé ses soirées. L’assistant se trompe rarement sur les lignes principales ; les corrections portent surtout sur les temps de main-d’œuvre, qu’il estime de mieux en mieux grâce aux devis validés.',
    duration: '6 semaines',
    testimonial: {
      client: 'Dirigeant d’une entreprise de plomberie-chauffage, 9 salariés, Bordeaux',
      content:
        'Je relis un devis déjà construit au lieu de partir d’une page blanche. Les clients ont leur réponse en deux jours et j’ai arrêté de chiffrer à onze heures du soir.',
    },
    metrics: [
      { value: '−75 %', label: 'de temps passé sur chaque devis' },
      { value: '< 2 jours', label: 'pour répondre à une demande' },
      { value: '+18 %', label: 'de devis signés' },
    ],
    timeline: [
      'Analyse de 200 devis passés et du tarif (semaine 1)',
      'Prototype sur des demandes réelles, comparé aux devis du dirigeant (semaines 2 et 3)',
      'Connexion à la messagerie et au logiciel de devis (semaines 4 et 5)',
      'Mise en service accompagnée et réglages (semaine 6)',
    ],
  },
  en: {
    title: 'AI assistant that prepares quotes for a plumbing and heating firm',
    short:
      'An assistant that reads requests received by e-mail, photos included, and drafts a priced quote from the firm’s price list, checked in minutes by the owner.',
    long: 'This plumbing and heating firm near Bordeaux employs nine people. The owner wrote every quote in the evening after his jobs, and customers often waited more than a week: many signed with a competitor in the meantime. We set up an artificial intelligence assistant that prepares quotes but never sends one on its own.',
    challenge:
      'Around forty requests a week, written in every possible way, with or without photos, and a price list of more than 600 items. The aim was to save time without risking a wrong quote: every estimate had to stay under the owner’s control, and customer data must never be used to train a model.',
    solution:
      'Each request e-mail is analysed: type of work, equipment visible in the photos, missing details. The assistant proposes the quote lines from the price list and comparable past jobs, drafts the questions to ask the customer when needed and drops the draft into the firm’s existing quoting software. The owner reviews, adjusts and sends. The model is European, called through an API with no data retention, and every proposal is logged.',
    results:
      'Average response time went from over a week to under two days, a larger share of quotes is signed and the owner has his evenings back. The assistant rarely gets the main lines wrong; corrections are mostly about labour time, which it estimates better and better from the approved quotes.',
    duration: '6 weeks',
    testimonial: {
      client: 'Owner of a plumbing and heating firm, 9 staff, Bordeaux',
      content:
        'I review a quote that is already built instead of starting from a blank page. Customers get an answer within two days and I no longer price jobs at eleven at night.',
    },
    metrics: [
      { value: '−75%', label: 'time spent on each quote' },
      { value: '< 2 days', label: 'to answer a request' },
      { value: '+18%', label: 'more quotes signed' },
    ],
    timeline: [
      'Analysis of 200 past quotes and the price list (week 1)',
      'Prototype on real requests, compared with the owner’s quotes (weeks 2 and 3)',
      'Connection to the mailbox and the quoting software (weeks 4 and 5)',
      'Supported go-live and fine-tuning (week 6)',
    ],
  },
}
