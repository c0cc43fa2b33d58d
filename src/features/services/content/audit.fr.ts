import { formatPrice } from '@/features/pricing/format-price'
import type { ServiceContent } from '@/features/services/content/service-content-types'
import type { SiteFigures } from '@/features/site-settings/site-figures'

/** The technical audit page, in French. */
export function auditFr({ prices }: SiteFigures): ServiceContent {
  const price = formatPrice(prices.audit, 'fr')
  return {
    metaTitle: 'Audit technique d’application web',
    metaDescription: `Audit complet de votre site ou application web au forfait de ${price} : performance, sécurité, accessibilité, référencement et qualité du code, avec un plan d’action priorisé.`,
    lead: 'Votre site est lent, recule sur Google ou vous inquiète côté sécurité ? L’audit mesure précisément ce qui freine votre site ou votre application web, l’explique en termes clairs et vous remet un plan d’action classé par impact et par coût. Vous savez enfin quoi corriger en premier, et ce que cela coûtera.',
    deliverables: [
      {
        title: 'Des mesures réelles de performance',
        text: 'Temps de chargement et Core Web Vitals (LCP, INP, CLS) mesurés sur mobile et sur ordinateur pour vos pages clés, avec leurs causes : images, scripts, hébergement, requêtes.',
      },
      {
        title: 'Un bilan de sécurité',
        text: 'Certificat, en-têtes HTTP, formulaires, accès à l’administration, bibliothèques obsolètes ou vulnérables : ce qui expose vos données et celles de vos clients.',
      },
      {
        title: 'Un contrôle de l’accessibilité et du référencement technique',
        text: 'Critères essentiels du WCAG 2.2, structure des titres, balises, plan du site, indexation et données structurées : ce qui empêche une partie de vos visiteurs, et Google, de bien lire votre site.',
      },
      {
        title: 'Un rapport écrit, sans jargon inutile',
        text: 'Chaque constat est illustré, expliqué et relié à son effet sur vos visiteurs ou votre chiffre d’affaires, pour que vous puissiez décider sans être technicien.',
      },
      {
        title: 'Un plan d’action priorisé et chiffré',
        text: 'Chaque correction est classée par impact et par effort, avec une estimation en heures : vous pouvez la confier à votre équipe, à votre prestataire actuel ou à moi.',
      },
      {
        title: 'Une heure de restitution en visio',
        text: 'Nous parcourons ensemble le rapport, je réponds à vos questions et à celles de votre prestataire, et nous choisissons les premières actions.',
      },
    ],
    audiences: [
      {
        title: 'Votre site ne rapporte plus',
        text: 'Le trafic baisse, les demandes de devis se raréfient ou les paniers sont abandonnés, sans que vous sachiez pourquoi.',
      },
      {
        title: 'Vous préparez une refonte',
        text: 'Avant d’investir dans un nouveau site, vous voulez savoir ce qui peut être corrigé et ce qui doit vraiment être refait.',
      },
      {
        title: 'Vous avez hérité d’une application',
        text: 'Le prestataire est parti, le code est peu documenté, et vous voulez un regard indépendant sur son état et ses risques.',
      },
      {
        title: 'Vous devez rassurer un client ou un partenaire',
        text: 'Un appel d’offres, un grand compte ou un investisseur demande des garanties sur la sécurité, l’accessibilité ou la qualité du code.',
      },
    ],
    process: [
      {
        title: 'Cadrage et accès',
        duration: 'Jour 1',
        text: 'Un échange de 30 minutes pour comprendre vos objectifs et vos inquiétudes, puis les accès en lecture utiles : statistiques, Search Console et dépôt de code si vous en avez un.',
      },
      {
        title: 'Mesures et analyse',
        duration: '3 à 5 jours',
        text: 'Tests de performance sur mobile et ordinateur, contrôle de sécurité, vérification de l’accessibilité et du référencement, lecture du code et des dépendances.',
      },
      {
        title: 'Rédaction du rapport',
        duration: '2 à 3 jours',
        text: 'Les constats sont triés, expliqués et transformés en plan d’action classé par impact et par effort, avec une estimation pour chaque correction.',
      },
      {
        title: 'Restitution',
        duration: '1 heure',
        text: 'Une visio pour parcourir le rapport ensemble, répondre à vos questions et décider des premières actions. Le rapport vous est remis en PDF.',
      },
    ],
    pricing: {
      basis: `Forfait fixe de ${price} pour un site ou une application web, ses pages et parcours principaux : le prix ne bouge pas en cours de route, quel que soit le nombre de problèmes trouvés.`,
      included: [
        'Le cadrage et l’analyse complète : performance, sécurité, accessibilité, référencement et code',
        'Le rapport écrit et le plan d’action chiffré',
        'L’heure de restitution en visio',
      ],
      schedule:
        'Mission de moins d’un mois : l’audit est réglé à la commande, par carte bancaire ou virement SEPA. Les corrections éventuelles font l’objet d’un devis séparé, sans obligation de me les confier.',
    },
    faq: [
      {
        question: 'Faut-il me donner accès au code source ?',
        answer:
          'Ce n’est pas obligatoire. Sans le code, l’audit porte sur tout ce qui se mesure de l’extérieur : performance, sécurité visible, accessibilité, référencement. Avec un accès en lecture au dépôt, j’ajoute la qualité du code, l’architecture et les dépendances vulnérables.',
      },
      {
        question: 'Mon site est sur WordPress, Shopify ou Wix : un audit a-t-il un sens ?',
        answer:
          'Oui. Les lenteurs et les failles viennent souvent des extensions, du thème ou de l’hébergement : l’audit les identifie et distingue ce qui se corrige dans l’outil actuel de ce qui relève de ses limites.',
      },
      {
        question: 'L’audit perturbe-t-il mon site en ligne ?',
        answer:
          'Non. Les mesures se font comme le ferait un visiteur, sans test d’intrusion ni charge anormale sur votre serveur, et rien n’est modifié sur votre site.',
      },
      {
        question: 'Qui réalise les corrections ?',
        answer:
          'Vous choisissez. Le plan d’action est écrit pour être confié à votre équipe ou à votre prestataire actuel ; si vous préférez me les confier, vous recevez un devis séparé, sans engagement.',
      },
      {
        question: 'En combien de temps l’audit est-il livré ?',
        answer:
          'En une à deux semaines après réception des accès, restitution comprise. Si une échéance approche (mise en ligne, salon, appel d’offres), indiquez-la dans votre demande : le planning en tient compte.',
      },
    ],
  }
}
