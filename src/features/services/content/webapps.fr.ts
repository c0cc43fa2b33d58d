import { formatEuros } from '@/features/pricing/format-price'
import type { ServiceContent } from '@/features/services/content/service-content-types'
import type { SiteFigures } from '@/features/site-settings/site-figures'

/** The custom web application page, in French. */
export function webappsFr({ prices }: SiteFigures): ServiceContent {
  const price = formatEuros(prices.webapps.amount, 'fr')
  return {
    metaTitle: 'Application web sur mesure pour votre entreprise',
    metaDescription: `Clients, commandes, plannings ou devis : une application web conçue autour de vos processus et reliée à vos outils, à partir de ${price}. Code et données à vous.`,
    lead: 'Quand le tableur partagé devient fragile et que les logiciels du marché vous obligent à contourner leurs limites, une application web sur mesure reprend exactement votre façon de travailler. Accessible depuis n’importe quel navigateur et reliée à vos outils, elle supprime les ressaisies et donne à chacun la bonne information au bon moment.',
    deliverables: [
      {
        title: 'Une application conçue autour de vos processus',
        text: 'Écrans, champs et étapes reprennent votre métier : devis, commandes, plannings, suivi de chantiers ou de dossiers, sans fonctions inutiles à contourner.',
      },
      {
        title: 'Des accès adaptés à chaque rôle',
        text: 'Direction, équipe, clients ou partenaires voient et modifient ce qui les concerne, avec un historique de qui a fait quoi.',
      },
      {
        title: 'Des connexions à vos outils',
        text: 'Comptabilité, agenda, messagerie, paiement en ligne, CRM ou tableurs : les données circulent automatiquement au lieu d’être recopiées.',
      },
      {
        title: 'Vos données reprises',
        text: 'Fichiers et tableurs actuels sont importés et nettoyés : vous démarrez avec votre historique, pas avec une application vide.',
      },
      {
        title: 'Une application sûre et rapide',
        text: 'Connexions chiffrées, sauvegardes automatiques et pages qui s’affichent vite, y compris sur mobile.',
      },
      {
        title: 'Le code, la documentation et les accès',
        text: 'À la livraison, tout vous est remis : code source, documentation technique et accès d’administration. Vous restez libre de faire évoluer l’application avec qui vous voulez.',
      },
    ],
    audiences: [
      {
        title: 'Les PME qui ont dépassé le tableur',
        text: 'Plusieurs personnes modifient les mêmes fichiers, les versions se multiplient et une erreur de formule a déjà coûté cher.',
      },
      {
        title: 'Les métiers mal servis par les logiciels du marché',
        text: 'Vous payez plusieurs abonnements pour une partie de leurs fonctions et passez des heures à faire le lien entre eux.',
      },
      {
        title: 'Les entreprises qui veulent servir leurs clients en ligne',
        text: 'Espace client, suivi de commande, portail partenaires : vos clients trouvent l’information eux-mêmes au lieu de vous appeler.',
      },
      {
        title: 'Les porteurs de projet',
        text: 'Vous lancez un nouveau service en ligne et voulez une première version solide, livrée par étapes, qui grandira avec vous.',
      },
    ],
    pricing: {
      basis: `À partir de ${price} pour une première application ciblée, par exemple la gestion des devis et des commandes d’une petite équipe. Le nombre d’écrans, de rôles et de connexions à d’autres outils fait varier le prix, toujours fixé dans un devis forfaitaire avant le démarrage.`,
      included: [
        'Le cadrage, les maquettes et le modèle de données',
        'Le développement, les tests et la mise en production',
        'La reprise de vos données existantes',
        'La formation des utilisateurs et l’accompagnement des premières semaines',
        'Le code source, la documentation et les accès, remis à la livraison',
      ],
      schedule:
        '50 % d’acompte à la commande et 50 % à la livraison, par carte bancaire ou virement SEPA. L’hébergement et la maintenance sont facturés séparément, selon la formule que vous choisissez.',
    },
    faq: [
      {
        question: 'Pourquoi ne pas prendre un logiciel du marché ?',
        answer:
          'Quand un logiciel existant couvre votre besoin, c’est souvent le meilleur choix, et je vous le dirai. Le sur-mesure se justifie quand votre façon de travailler fait votre différence, quand les abonnements et les contournements s’accumulent ou quand vos outils ne communiquent pas entre eux.',
      },
      {
        question: 'Et si mes besoins changent en cours de projet ?',
        answer:
          'C’est normal, et la livraison par étapes est faite pour ça. Un petit ajustement est absorbé dans le planning ; une nouvelle fonction importante fait l’objet d’un avenant chiffré, que vous acceptez ou reportez à une version suivante.',
      },
      {
        question: 'À qui appartiennent le code et les données ?',
        answer:
          'À vous, une fois le projet entièrement réglé : code source, documentation, base de données et accès vous sont remis. Aucune dépendance à une plateforme propriétaire.',
      },
      {
        question: 'L’application fonctionnera-t-elle sur mobile ?',
        answer:
          'Oui, elle s’adapte à toutes les tailles d’écran. Si vos équipes travaillent sur le terrain, elle peut aussi devenir une PWA installable qui fonctionne sans connexion.',
      },
      {
        question: 'Comment se passe la maintenance ?',
        answer:
          'Les premières semaines d’accompagnement sont comprises. Ensuite, la maintenance (mises à jour de sécurité, sauvegardes, petites évolutions) est proposée séparément, à l’heure ou au forfait ; la documentation remise permet aussi de la confier à votre équipe.',
      },
    ],
  }
}
