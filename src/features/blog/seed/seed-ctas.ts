import type { CtaIcon, CtaServiceType } from '@/features/blog/content/cta-options'
import type { Locale } from '@/i18n/locales'

type SeedCta = {
  service_type: CtaServiceType
  language: Locale
  icon: CtaIcon
  title: string
  description: string
  button_text: string
  href: string
}

/** One call-to-action card per service type and language. */
export const seedCtas: SeedCta[] = [
  {
    service_type: 'pwa',
    language: 'fr',
    icon: 'Smartphone',
    title: 'Une application mobile sans passer par les stores ?',
    description:
      'Une PWA s’installe depuis votre site, fonctionne hors ligne et coûte bien moins qu’une application native. À partir de 3 500 €.',
    button_text: 'Découvrir les PWA',
    href: '/fr/services/pwa-progressive-web-apps',
  },
  {
    service_type: 'pwa',
    language: 'en',
    icon: 'Smartphone',
    title: 'A mobile app without the app stores?',
    description:
      'A PWA installs from your website, works offline and costs far less than a native app. From €3,500.',
    button_text: 'Discover PWAs',
    href: '/en/services/pwa-progressive-web-apps',
  },
  {
    service_type: 'ia',
    language: 'fr',
    icon: 'Brain',
    title: 'Et si l’IA prenait en charge vos tâches répétitives ?',
    description:
      'E-mails, devis, comptes rendus : mesurez en quelques minutes le temps que l’automatisation peut vous rendre chaque semaine.',
    button_text: 'Faire le diagnostic gratuit',
    href: '/fr/diagnostic-business-complet',
  },
  {
    service_type: 'ia',
    language: 'en',
    icon: 'Brain',
    title: 'What if AI handled your repetitive tasks?',
    description:
      'Emails, quotes, meeting notes: find out in a few minutes how much time automation could give back to you each week.',
    button_text: 'Take the free diagnostic',
    href: '/en/complete-business-diagnostic',
  },
  {
    service_type: 'seo',
    language: 'fr',
    icon: 'TrendingUp',
    title: 'Votre site est-il vraiment trouvé et rapide ?',
    description:
      'L’audit technique passe en revue vitesse, référencement, sécurité et accessibilité, avec un plan d’action chiffré. 589 € forfaitaires.',
    button_text: 'Demander un audit',
    href: '/fr/services/audit-technique-applications-web',
  },
  {
    service_type: 'seo',
    language: 'en',
    icon: 'TrendingUp',
    title: 'Is your website really fast and easy to find?',
    description:
      'The technical audit reviews speed, SEO, security and accessibility, with a costed action plan. €589 flat fee.',
    button_text: 'Request an audit',
    href: '/en/services/audit-technique-applications-web',
  },
  {
    service_type: 'consulting',
    language: 'fr',
    icon: 'Users',
    title: 'Parlons de votre projet, gratuitement',
    description:
      '30 minutes pour faire le point sur votre besoin et repartir avec des pistes concrètes, sans engagement.',
    button_text: 'Réserver ma consultation',
    href: '/fr/consultation-expertise-gratuite',
  },
  {
    service_type: 'consulting',
    language: 'en',
    icon: 'Users',
    title: 'Let’s talk about your project, for free',
    description:
      '30 minutes to review your needs and leave with practical next steps, with no commitment.',
    button_text: 'Book my consultation',
    href: '/en/free-expert-consultation',
  },
]
