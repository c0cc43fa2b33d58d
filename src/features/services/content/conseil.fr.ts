import { site } from '@/config/site'
import { formatEuros, formatPrice } from '@/features/pricing/format-price'
import type { ServiceContent } from '@/features/services/content/service-content-types'
import type { SiteFigures } from '@/features/site-settings/site-figures'

/** The technical consulting page, in French. */
export function conseilFr({ claims, prices }: SiteFigures): ServiceContent {
  const price = formatPrice(prices.conseil, 'fr')
  const hourly = formatEuros(prices.conseil.amount, 'fr')
  return {
    metaTitle: 'Conseil et expertise technique',
    metaDescription: `Un regard expert pour choisir vos technologies, cadrer un projet, relire un cahier des charges ou débloquer une situation. Conseil technique ${price.toLowerCase()}.`,
    lead: `Choisir entre deux prestataires, valider une architecture, relire un cahier des charges avant de signer, comprendre pourquoi un projet dérape : certaines décisions méritent un avis indépendant. Je vous apporte plus de ${claims.years} ans d’expérience du développement web, à l’heure, sans engagement de durée et sans rien d’autre à vous vendre.`,
    deliverables: [
      {
        title: 'Un avis indépendant',
        text: 'Aucune commission sur les outils ou les prestataires recommandés : le conseil ne sert que votre intérêt.',
      },
      {
        title: 'Des recommandations écrites',
        text: 'Après chaque séance, un compte rendu clair : ce qui a été examiné, les options, ma recommandation et les prochaines étapes.',
      },
      {
        title: 'Des revues de code et d’architecture',
        text: 'Lecture critique d’un code existant, d’une architecture ou d’un choix technique, avec les risques et les priorités.',
      },
      {
        title: 'Une aide au choix de prestataires',
        text: 'Analyse des devis et des propositions, questions à poser, points de vigilance du contrat.',
      },
      {
        title: 'Un accompagnement dans la durée',
        text: 'Des heures réservées chaque mois pour suivre un projet, participer aux réunions clés et trancher les questions techniques de vos équipes.',
      },
      {
        title: 'Un cahier des charges qui tient la route',
        text: 'Relu ou rédigé avec vous avant de consulter des prestataires : le besoin, les priorités et ce qui doit être chiffré, pour comparer des devis comparables.',
      },
    ],
    audiences: [
      {
        title: 'Les dirigeants sans direction technique',
        text: 'Vous pilotez un projet numérique important sans directeur technique et voulez un interlocuteur qui parle votre langue et celle des développeurs.',
      },
      {
        title: 'Les projets qui dérapent',
        text: 'Délais qui s’allongent, budget qui explose, qualité en baisse : un diagnostic rapide pour comprendre et reprendre le contrôle.',
      },
      {
        title: 'Les choix à fort enjeu',
        text: 'Refonte, choix d’une technologie ou d’un logiciel, migration : un avis argumenté avant d’engager un budget important.',
      },
      {
        title: 'Les équipes qui veulent un regard extérieur',
        text: 'Revue de code, bonnes pratiques, sécurité ou performance : un œil neuf sur votre travail et des pistes concrètes.',
      },
    ],
    process: [
      {
        title: 'Premier échange gratuit',
        duration: `${site.consultationMinutes} minutes`,
        text: 'Vous exposez la situation ; je vous dis si et comment je peux vous aider, et combien d’heures prévoir.',
      },
      {
        title: 'Préparation',
        duration: 'Avant la séance',
        text: 'Lecture des documents utiles (devis, cahier des charges, code, comptes rendus) pour que la séance aille droit à l’essentiel.',
      },
      {
        title: 'Séances de travail',
        duration: 'À la demande',
        text: 'En visio ou dans vos locaux, avec vous seul ou avec vos équipes et vos prestataires.',
      },
      {
        title: 'Compte rendu',
        duration: 'Après chaque séance',
        text: 'Un document écrit avec les recommandations et les prochaines étapes, à partager avec vos équipes.',
      },
    ],
    pricing: {
      basis: `Facturé à l’heure, au temps réellement passé et préparation comprise, à partir de ${hourly} de l’heure. Le nombre d’heures prévu est annoncé avant de commencer, et rien n’est facturé au-delà sans votre accord.`,
      included: [
        'La préparation et la lecture de vos documents',
        'Les séances en visio ou dans vos locaux',
        'Un compte rendu écrit après chaque séance',
      ],
      schedule:
        'Mission de moins d’un mois : les heures sont réglées à la commande. Accompagnement plus long : 50 % à la commande et 50 % en fin de mission. Paiement par carte bancaire ou virement SEPA.',
    },
    faq: [
      {
        question: 'Quelle est la durée minimale d’une intervention ?',
        answer:
          'Une heure. Beaucoup de questions se règlent en une ou deux séances ; pour un accompagnement plus long, un volume d’heures est défini ensemble et ajusté selon vos besoins.',
      },
      {
        question: 'Pouvez-vous travailler avec notre prestataire actuel ?',
        answer:
          'Oui, c’est souvent le plus utile : je peux participer à vos réunions, relire ses propositions ou échanger directement avec son équipe technique, dans un esprit constructif.',
      },
      {
        question: 'Nos informations restent-elles confidentielles ?',
        answer:
          'Oui. Vos documents, votre code et vos projets restent confidentiels, et un accord de confidentialité peut être signé avant le premier échange détaillé.',
      },
      {
        question: 'Et si la mission nécessite du développement ?',
        answer:
          'Je vous le dis clairement et vous restez libre : le développement peut être confié à votre équipe, à un prestataire de votre choix ou à moi, sur devis séparé. Le conseil ne vous engage à rien d’autre.',
      },
      {
        question: 'Comment démarrer ?',
        answer: `Réservez la consultation gratuite de ${site.consultationMinutes} minutes : vous exposez la situation et repartez avec une estimation du nombre d’heures nécessaires.`,
      },
    ],
  }
}
