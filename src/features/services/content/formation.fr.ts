import { formatEuros } from '@/features/pricing/format-price'
import type { ServiceContent } from '@/features/services/content/service-content-types'
import type { SiteFigures } from '@/features/site-settings/site-figures'

/** The technical training page, in French. */
export function formationFr({ prices }: SiteFigures): ServiceContent {
  const price = formatEuros(prices.formation.amount, 'fr')
  return {
    metaTitle: 'Formation technique : développement web et outils d’IA',
    metaDescription: `Formations sur mesure en développement web moderne et en outils d’IA pour votre équipe, sur vos propres cas, en présentiel ou à distance, à partir de ${price}.`,
    lead: 'Votre équipe utilise des outils qu’elle maîtrise mal, ou vos développeurs doivent monter en compétence sur une technologie moderne ? Je construis la formation à partir du niveau réel des participants et de vos propres projets : peu de théorie, des exercices sur vos cas, et des réflexes qui restent une fois la formation terminée.',
    deliverables: [
      {
        title: 'Des thèmes choisis pour vous',
        text: 'Développement web moderne (React, Next.js, TypeScript), accessibilité et performance, PWA, usage professionnel des outils d’IA, automatisation de tâches sans code.',
      },
      {
        title: 'Un programme construit pour votre équipe',
        text: 'Objectifs, contenus et rythme fixés à partir d’un questionnaire de niveau et d’un entretien avec vous : personne ne s’ennuie, personne n’est perdu.',
      },
      {
        title: 'Des sessions pratiques',
        text: 'Au moins la moitié du temps en exercices, sur vos données, vos outils et votre code quand il y en a.',
      },
      {
        title: 'Des supports à garder',
        text: 'Supports de cours, fiches pratiques et exemples remis à chaque participant, à réutiliser au quotidien.',
      },
      {
        title: 'Une évaluation des acquis',
        text: 'Des exercices de validation en fin de formation et une attestation de suivi pour chaque participant.',
      },
      {
        title: 'Un suivi après la formation',
        text: 'Une session de questions-réponses quelques semaines plus tard, pour lever les blocages rencontrés en situation réelle.',
      },
    ],
    audiences: [
      {
        title: 'Les équipes de développement',
        text: 'Des développeurs qui passent à React, Next.js ou TypeScript, ou qui doivent intégrer l’accessibilité et la performance à leurs habitudes.',
      },
      {
        title: 'Les équipes métier',
        text: 'Commerciaux, assistants, marketing : se servir des outils d’IA avec méthode, rédiger de bonnes consignes et éviter les erreurs coûteuses.',
      },
      {
        title: 'Les entreprises qui reprennent la main',
        text: 'Après la livraison d’une application, votre équipe apprend à la faire vivre : contenus, réglages, petites évolutions.',
      },
      {
        title: 'Les dirigeants',
        text: 'Comprendre ce que permettent aujourd’hui le web et l’IA, pour décider et piloter vos projets en connaissance de cause.',
      },
    ],
    process: [
      {
        title: 'Positionnement',
        duration: '1 semaine avant',
        text: 'Un questionnaire de niveau pour chaque participant et un entretien avec vous pour fixer les objectifs.',
      },
      {
        title: 'Programme sur mesure',
        duration: 'Validé avec vous',
        text: 'Contenus, exercices tirés de vos cas et déroulé vous sont envoyés pour validation avant la première session.',
      },
      {
        title: 'Sessions de formation',
        duration: '1 à 5 jours',
        text: 'Dans vos locaux ou à distance, en groupes de huit personnes au plus pour que chacun pratique.',
      },
      {
        title: 'Suivi',
        duration: '4 à 6 semaines après',
        text: 'Une session de questions-réponses pour consolider les acquis et traiter les questions apparues en situation réelle.',
      },
    ],
    pricing: {
      basis: `À partir de ${price} pour une journée de formation d’un groupe, programme sur mesure et supports compris. Le nombre de jours, le nombre de participants et la préparation d’exercices sur vos propres cas font varier le prix, fixé dans un devis avant la formation.`,
      included: [
        'Le questionnaire de niveau et l’entretien de cadrage',
        'Le programme et les exercices adaptés à vos cas',
        'Les supports remis à chaque participant',
        'L’attestation de suivi et la session de suivi après la formation',
      ],
      schedule:
        'Formation de moins d’un mois : réglée à la commande, par carte bancaire ou virement SEPA. Les éventuels frais de déplacement sont indiqués dans le devis.',
    },
    faq: [
      {
        question: 'La formation a-t-elle lieu en présentiel ou à distance ?',
        answer:
          'Les deux sont possibles. Dans vos locaux, pour les groupes qui pratiquent sur leurs propres postes ; à distance, en sessions plus courtes réparties sur plusieurs jours, plus faciles à caser dans l’agenda de l’équipe.',
      },
      {
        question: 'Mon équipe n’a pas le même niveau : est-ce un problème ?',
        answer:
          'Non, c’est fréquent. Le questionnaire de niveau permet de former des groupes homogènes ou de prévoir des exercices à plusieurs niveaux dans la même session.',
      },
      {
        question: 'Peut-on travailler sur notre propre code ou nos propres outils ?',
        answer:
          'C’est même recommandé : les exercices sont construits à partir de vos cas réels. Le code et les données confidentiels peuvent être anonymisés au préalable.',
      },
      {
        question: 'Combien de participants par session ?',
        answer:
          'Huit personnes au plus, pour que chacun ait le temps de pratiquer et de poser ses questions. Au-delà, la formation est répartie en plusieurs groupes.',
      },
      {
        question: 'Que reçoit-on à la fin ?',
        answer:
          'Chaque participant garde les supports, les exemples et une attestation de suivi. Vous recevez un bilan de la formation avec des recommandations pour la suite.',
      },
    ],
  }
}
