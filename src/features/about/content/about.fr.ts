import { site } from '@/config/site'
import type { AboutContent, AboutSettings } from '@/features/about/content/about-content-types'

/** The about page, in French. */
export function aboutFr({ claims, address, siteName }: AboutSettings): AboutContent {
  const { years, projects, entrepreneurs } = claims
  return {
    story: [
      `Derrière ${siteName}, il n’y a ni agence ni sous-traitance : il y a moi, développeur indépendant spécialisé dans le web et l’intelligence artificielle. Depuis plus de ${years} ans, je conçois, développe et fais vivre des applications pour des entreprises qui n’ont pas d’équipe technique.`,
      'J’ai d’abord travaillé pour des agences et des éditeurs de logiciels, sur des projets de toutes tailles. J’y ai appris la rigueur technique, mais aussi ce qui fait échouer un projet : un besoin mal compris, un budget qui dérape, un outil livré que personne n’utilise. Je me suis installé à mon compte pour travailler directement avec les dirigeants, là où chaque euro investi doit se voir dans le quotidien.',
      `Plus de ${projects} projets et ${entrepreneurs} entrepreneurs accompagnés plus tard, ma conviction n’a pas changé : la bonne technologie est celle qui fait gagner du temps ou des clients, pas celle qui est à la mode.`,
    ],
    values: [
      {
        key: 'results',
        title: 'Le résultat avant la technique',
        text: 'Chaque projet part d’un objectif mesurable : heures gagnées, clients fidélisés, demandes entrantes. Si une solution simple suffit, c’est celle que je recommande.',
      },
      {
        key: 'prices',
        title: 'Des prix clairs, fixés d’avance',
        text: 'Un devis détaillé et forfaitaire, des étapes et des délais écrits noir sur blanc : vous savez ce que vous payez et ce que vous obtenez avant de vous engager.',
      },
      {
        key: 'ownership',
        title: 'Vous restez propriétaire',
        text: 'Le code, les données, les accès et la documentation vous reviennent une fois le projet payé. Pas de dépendance cachée, pas d’abonnement imposé.',
      },
      {
        key: 'quality',
        title: 'Accessible, rapide et sûr par défaut',
        text: 'Accessibilité, performance, sécurité et respect du RGPD font partie du travail, pas d’une option facturée en supplément.',
      },
      {
        key: 'transmission',
        title: 'Transmettre plutôt que rendre dépendant',
        text: 'J’explique mes choix et je forme vos équipes, pour que vous compreniez vos outils et restiez maître de vos décisions.',
      },
    ],
    practices: [
      {
        key: 'single-contact',
        title: 'Un seul interlocuteur',
        text: `Vous parlez directement à la personne qui conçoit et développe votre projet. Réponse sous ${site.responseHours} heures ouvrées, sans centre d’appels ni ticket perdu.`,
      },
      {
        key: 'short-steps',
        title: 'Des étapes courtes et visibles',
        text: 'Le projet avance par livraisons régulières que vous testez vous-même : vous voyez le résultat se construire et vous ajustez en chemin.',
      },
      {
        key: 'budget',
        title: 'Un budget à la taille de votre entreprise',
        text: 'On commence par ce qui rapporte le plus vite, puis on étend. Un premier résultat utile en quelques semaines vaut mieux qu’un grand projet qui tarde.',
      },
      {
        key: 'remote',
        title: 'À distance ou sur place',
        text: `Basé à ${address.city}, je travaille avec des entreprises de toute la France en visioconférence, et je me déplace pour les ateliers de lancement et les formations.`,
      },
    ],
    skills: [
      {
        key: 'web',
        title: 'Applications web et PWA',
        items: [
          'React, Next.js et TypeScript',
          'Node.js et API REST',
          'Progressive Web Apps : installation, mode hors ligne, notifications',
          'Interfaces sur mesure avec Tailwind CSS',
        ],
      },
      {
        key: 'data',
        title: 'Données et back-office',
        items: [
          'PostgreSQL et SQLite',
          'Back-offices et CMS sur mesure (Payload CMS)',
          'Connexion à vos outils : CRM, facturation, agenda, e-mails',
          'Imports, exports et tableaux de bord',
        ],
      },
      {
        key: 'ai',
        title: 'Intelligence artificielle',
        items: [
          'Modèles de langage par API (OpenAI, Mistral, Anthropic)',
          'Recherche dans vos documents (RAG)',
          'Lecture et extraction de PDF, factures et e-mails',
          'Automatisations et assistants métier relus par un humain',
        ],
      },
      {
        key: 'quality',
        title: 'Qualité et mise en ligne',
        items: [
          'Accessibilité selon les WCAG 2.2',
          'Performance et Core Web Vitals',
          'Référencement technique et données structurées',
          'Tests automatisés, sécurité, RGPD et hébergement européen',
        ],
      },
    ],
  }
}
