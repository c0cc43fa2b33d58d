import { site } from '@/config/site'
import { formatEuros } from '@/features/pricing/format-price'
import type { ServiceContent } from '@/features/services/content/service-content-types'
import type { SiteFigures } from '@/features/site-settings/site-figures'

/** The artificial intelligence integration page, in French. */
export function iaFr({ prices }: SiteFigures): ServiceContent {
  const price = formatEuros(prices.ia.amount, 'fr')
  return {
    metaTitle: 'Intégration d’intelligence artificielle dans votre entreprise',
    metaDescription: `Assistants et automatisations d’IA branchés sur vos outils : tri des e-mails, lecture de documents, réponses aux clients. Projet cadré, données protégées, à partir de ${price}.`,
    lead: 'Trier les e-mails, relever les informations d’une facture, préparer une réponse à un client, résumer une réunion : une partie de ces tâches peut être confiée à l’intelligence artificielle. Je repère celles qui vous font vraiment gagner du temps, puis je les automatise dans vos outils du quotidien, avec vos données protégées et un humain qui garde la main.',
    deliverables: [
      {
        title: 'Le repérage des tâches à automatiser',
        text: 'Les tâches répétitives de votre équipe, classées par temps gagné et par facilité de mise en œuvre : on commence par celle qui rapporte le plus.',
      },
      {
        title: 'Des automatisations en production',
        text: 'E-mails triés et réponses pré-rédigées, factures et bons de commande lus automatiquement, comptes rendus générés : branchés sur votre messagerie, vos tableurs ou votre CRM.',
      },
      {
        title: 'Un assistant qui connaît votre entreprise',
        text: 'Il répond à partir de vos propres documents (catalogue, procédures, conditions) et cite ses sources, pour votre équipe ou pour vos clients.',
      },
      {
        title: 'Des garde-fous',
        text: 'Validation humaine des actions sensibles, journal de ce que l’IA a fait, fournisseurs choisis selon la sensibilité de vos données.',
      },
      {
        title: 'La mesure du temps gagné',
        text: 'Un suivi simple du volume traité et du temps économisé, pour vérifier que l’investissement est rentabilisé.',
      },
      {
        title: 'Une équipe prête à s’en servir',
        text: 'Une prise en main pour les utilisateurs et une documentation qui dit quoi faire quand l’IA se trompe.',
      },
    ],
    audiences: [
      {
        title: 'Les équipes noyées sous les e-mails',
        text: 'Demandes de devis, questions récurrentes, relances : des heures chaque semaine à lire, trier et répondre aux mêmes messages.',
      },
      {
        title: 'Les entreprises qui ressaisissent des documents',
        text: 'Factures fournisseurs, bons de commande, formulaires : des données recopiées à la main d’un PDF vers un logiciel.',
      },
      {
        title: 'Les services client sollicités sur les mêmes questions',
        text: 'Horaires, délais, suivi de commande, conditions : un assistant répond aussitôt et transmet à un humain ce qui le mérite.',
      },
      {
        title: 'Les dirigeants qui veulent essayer l’IA sans risque',
        text: 'Vous voulez un premier cas concret, mesuré et maîtrisé, plutôt qu’un grand projet aux résultats incertains.',
      },
    ],
    process: [
      {
        title: 'Repérage et cadrage',
        duration: '1 à 2 semaines',
        text: 'Entretiens avec votre équipe, relevé des tâches répétitives et de leur volume, choix du premier cas d’usage et vérification du traitement de vos données.',
      },
      {
        title: 'Prototype sur vos données',
        duration: '1 à 2 semaines',
        text: 'Une première version essayée sur de vrais e-mails ou documents, anonymisés si besoin : vous jugez la qualité des résultats avant d’aller plus loin.',
      },
      {
        title: 'Intégration à vos outils',
        duration: '3 à 6 semaines',
        text: 'Branchement sur votre messagerie, vos logiciels et vos fichiers, garde-fous et validations humaines, tests avec les utilisateurs.',
      },
      {
        title: 'Mise en service et suivi',
        duration: 'Premier mois',
        text: 'Prise en main par l’équipe, contrôle de la qualité des réponses et ajustements pendant le premier mois d’utilisation.',
      },
    ],
    pricing: {
      basis: `À partir de ${price} pour une première automatisation, par exemple le tri de vos e-mails entrants et la préparation des réponses. Le nombre de tâches automatisées, les outils à connecter et le niveau de validation humaine font varier le prix, fixé dans un devis forfaitaire après le cadrage.`,
      included: [
        'Le repérage des tâches et le choix du premier cas d’usage',
        'Le prototype essayé sur vos données',
        'L’intégration à vos outils et les garde-fous',
        'La prise en main par vos équipes et le suivi du premier mois',
      ],
      schedule:
        'Mission de moins d’un mois : réglée à la commande. Au-delà : 50 % à la commande et 50 % à la livraison. Paiement par carte bancaire ou virement SEPA. Les services d’IA utilisés sont facturés à l’usage par leur fournisseur, à votre nom, et leur coût est estimé dans le devis.',
    },
    faq: [
      {
        question: 'Que deviennent mes données ?',
        answer:
          'Elles restent sous votre contrôle. Je choisis des fournisseurs qui n’utilisent pas vos données pour entraîner leurs modèles et, quand la sensibilité l’exige, un hébergement en Europe. Les données personnelles sont limitées au strict nécessaire, conformément au RGPD, et chaque traitement est documenté.',
      },
      {
        question: 'Et si l’IA se trompe ?',
        answer:
          'Cela arrive. C’est pourquoi les actions qui engagent l’entreprise, comme envoyer une réponse ou valider une facture, passent par une validation humaine tant que la qualité n’est pas prouvée. Chaque traitement est journalisé pour comprendre et corriger une erreur.',
      },
      {
        question: 'Mon équipe doit-elle avoir des compétences techniques ?',
        answer:
          'Non. Les automatisations s’intègrent aux outils que votre équipe utilise déjà, et la prise en main est comprise dans le projet.',
      },
      {
        question: 'Combien coûte l’IA au quotidien ?',
        answer:
          'Les services d’IA sont facturés à l’usage par leur fournisseur ; pour les volumes d’une PME, ce coût reste modeste au regard du temps gagné. Le devis l’estime à partir de vos volumes réels, pour que le calcul de rentabilité soit complet.',
      },
      {
        question: 'Par où commencer ?',
        answer: `Par le diagnostic business gratuit, qui estime le temps perdu chaque semaine sur les tâches répétitives, ou par la consultation gratuite de ${site.consultationMinutes} minutes pour repérer le premier cas d’usage.`,
      },
    ],
  }
}
