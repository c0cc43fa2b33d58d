import type { TestimonialPage } from '@/features/testimonials/pages'
import type { Locale } from '@/i18n/locales'

type SeedCopy = { role: string; company: string; quote: string; result: string | null }

export type SeedTestimonial = {
  key: string
  /** Where it appears: the home's never appear elsewhere; the others may serve two pages. */
  pages: TestimonialPage[]
  position: number
  rating: number | null
  /** A monogram drawn by draw-logos.mjs, committed beside this file. */
  logo: string
} & Record<Locale, SeedCopy>

/**
 * The starter site's sample testimonials: fictional small businesses named by trade and town,
 * never a person (no name, no face). The home's three appear nowhere else; the service pages and
 * the about page show two each, one of them also read on the contact or consultation page.
 * French texts carry their typography already (narrow no-break spaces, no-break spaces).
 */
export const seedTestimonialData: SeedTestimonial[] = [
  {
    key: 'decoration',
    pages: ['home'],
    position: 10,
    rating: 5,
    logo: 'logo-decoration-lyon',
    fr: {
      role: 'Gérante',
      company: 'Boutique de décoration, Lyon',
      quote:
        'Notre application de fidélité a remplacé les cartes en papier. Les clientes reçoivent nos nouveautés sur leur téléphone et reviennent bien plus souvent\u202f: le samedi, on le voit tout de suite en boutique.',
      result: '+35\u00a0% de clientes qui reviennent en 6\u00a0mois',
    },
    en: {
      role: 'Manager',
      company: 'Home decor shop, Lyon',
      quote:
        'Our loyalty app replaced the paper cards. Customers get our new arrivals on their phone and come back far more often: on Saturdays you can see it in the shop straight away.',
      result: '+35% returning customers in 6 months',
    },
  },
  {
    key: 'accounting',
    pages: ['home'],
    position: 20,
    rating: 5,
    logo: 'logo-comptable-chambery',
    fr: {
      role: 'Associé fondateur',
      company: 'Cabinet d’expertise comptable, 12 personnes, Chambéry',
      quote:
        'L’assistant IA trie les pièces reçues par e-mail et prépare les saisies. Nous vérifions au lieu de recopier, et l’équipe a retrouvé du temps pour le conseil.',
      result: '−12\u00a0h de saisie par semaine',
    },
    en: {
      role: 'Founding partner',
      company: 'Accounting firm, 12 staff, Chambéry',
      quote:
        'The AI assistant sorts the documents we receive by e-mail and prepares the entries. We check instead of retyping, and the team has time for advisory work again.',
      result: '−12 hours of data entry a week',
    },
  },
  {
    key: 'renovation',
    pages: ['home'],
    position: 30,
    rating: 5,
    logo: 'logo-renovation-grenoble',
    fr: {
      role: 'Dirigeant',
      company: 'Entreprise de rénovation, Grenoble',
      quote:
        'Après l’audit, le site est devenu rapide et se trouve enfin sur Google. Les demandes de devis arrivent maintenant par Internet, avec les photos du chantier.',
      result: '3 fois plus de demandes de devis',
    },
    en: {
      role: 'Managing director',
      company: 'Renovation company, Grenoble',
      quote:
        'After the audit the site became fast and finally shows up on Google. Quote requests now come in through the web, with photos of the job.',
      result: '3 times more quote requests',
    },
  },
  {
    key: 'estate',
    pages: ['services'],
    position: 40,
    rating: null,
    logo: 'logo-immobilier-annecy',
    fr: {
      role: 'Responsable administrative',
      company: 'Agence immobilière, 8 collaborateurs, Annecy',
      quote:
        'La formation s’est faite sur nos vrais dossiers, pas sur des exemples. Nos outils sont maintenant reliés et plus personne ne ressaisit un mandat trois fois.',
      result: 'Une journée de ressaisie gagnée par semaine',
    },
    en: {
      role: 'Office manager',
      company: 'Estate agency, 8 staff, Annecy',
      quote:
        'The training used our real files, not examples. Our tools are now connected and nobody types the same listing three times any more.',
      result: 'A day of re-keying saved every week',
    },
  },
  {
    key: 'garage',
    pages: ['contact', 'services'],
    position: 50,
    rating: 5,
    logo: 'logo-garage-angers',
    fr: {
      role: 'Gérant',
      company: 'Garage automobile indépendant, Angers',
      quote:
        'J’ai décrit mon besoin un mardi soir\u202f; le lendemain matin, j’avais une réponse claire et une date d’appel. Le devis tenait sur une page, sans jargon, et le prix n’a pas bougé.',
      result: null,
    },
    en: {
      role: 'Owner',
      company: 'Independent car repair garage, Angers',
      quote:
        'I described what I needed on a Tuesday evening; the next morning I had a clear answer and a time for a call. The quote fitted on one page, no jargon, and the price never changed.',
      result: null,
    },
  },
  {
    key: 'delicatessen',
    pages: ['contact', 'about'],
    position: 60,
    rating: 5,
    logo: 'logo-epicerie-dijon',
    fr: {
      role: 'Co-gérante',
      company: 'Épicerie fine et traiteur, Dijon',
      quote:
        'J’avais peur de ne rien comprendre à la technique. Nous avons avancé à mon rythme, avec un point court chaque semaine, et aujourd’hui je mets à jour la carte du traiteur toute seule.',
      result: null,
    },
    en: {
      role: 'Co-owner',
      company: 'Delicatessen and caterer, Dijon',
      quote:
        'I was afraid I would not understand the technical side. We moved at my pace, with a short call each week, and today I update the catering menu on my own.',
      result: null,
    },
  },
  {
    key: 'yoga',
    pages: ['consultation'],
    position: 70,
    rating: 5,
    logo: 'logo-yoga-montpellier',
    fr: {
      role: 'Fondateur',
      company: 'Studio de yoga, Montpellier',
      quote:
        'En une demi-heure, nous avons listé ce qui me prenait du temps chaque semaine. Je suis reparti avec trois pistes concrètes, avant même de parler de devis.',
      result: null,
    },
    en: {
      role: 'Founder',
      company: 'Yoga studio, Montpellier',
      quote:
        'In half an hour we listed what was eating my time every week. I left with three concrete leads, before any talk of a quote.',
      result: null,
    },
  },
  {
    key: 'nursery',
    pages: ['consultation', 'about'],
    position: 80,
    rating: null,
    logo: 'logo-creche-valence',
    fr: {
      role: 'Directrice',
      company: 'Micro-crèche, Valence',
      quote:
        'Le rendez-vous gratuit n’avait rien d’un argumentaire\u202f: on m’a même déconseillé une application dont je n’avais pas besoin. C’est pour ça que j’ai rappelé.',
      result: null,
    },
    en: {
      role: 'Director',
      company: 'Micro-nursery, Valence',
      quote:
        'The free call was no sales pitch: I was even talked out of an app I did not need. That is why I called back.',
      result: null,
    },
  },
]
