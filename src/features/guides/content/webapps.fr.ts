import type { GuideContent } from '@/features/guides/content/guide-content-types'
import { formatEuros } from '@/features/pricing/format-price'
import type { SiteFigures } from '@/features/site-settings/site-figures'

const eur = (amount: number) => formatEuros(amount, 'fr')

/** The web apps and PWA guide, in French. */
export function webappsFr({ prices }: SiteFigures): GuideContent {
  return {
    title: 'Applications web et PWA : le guide pour décider',
    subtitle: 'Tableur, logiciel du marché ou application sur mesure : choisir, budgéter, réussir',
    pitch:
      'Un guide pour dirigeants et responsables d’activité qui se demandent s’il est temps de remplacer un tableur ou un logiciel mal adapté : les signes qui ne trompent pas, ce qu’apporte une PWA, les étapes et durées d’un projet, les budgets à prévoir et une checklist pour bien démarrer.',
    audience: [
      'Dirigeants de PME dont l’activité repose sur des tableurs partagés devenus fragiles',
      'Équipes qui jonglent entre plusieurs logiciels du marché qui ne communiquent pas',
      'Porteurs de projet qui veulent une application mobile sans passer par les stores',
    ],
    benefits: [
      'Les signes qu’un outil sur mesure devient rentable',
      'Ce qu’une PWA sait faire : hors ligne, installation, notifications',
      'Les quatre étapes d’un projet et leurs durées réalistes',
      'Des budgets de référence et les coûts à prévoir après la mise en ligne',
    ],
    extract: {
      heading: 'Extrait : le signe qui ne trompe pas',
      text: 'Quand une seule personne sait encore comment fonctionne le tableur dont dépend toute l’activité, et que chaque mois commence par une demi-journée de copier-coller entre trois fichiers, l’outil sur mesure n’est plus un luxe : c’est une assurance.',
    },
    chapters: [
      {
        title: 'Tableur, logiciel du marché ou sur mesure ?',
        summary: 'Reconnaître le moment où l’outil actuel coûte plus qu’il ne rapporte.',
        blocks: [
          {
            paragraphs: [
              'Le tableur est un excellent point de départ : gratuit, souple, connu de tous. Le logiciel du marché (SaaS) est imbattable quand votre besoin est standard : comptabilité, paie, messagerie. L’application sur mesure s’impose quand votre façon de travailler est votre avantage et qu’aucun outil ne la suit.',
            ],
          },
          {
            heading: 'Les signes qu’il est temps de changer',
            bullets: [
              'Plusieurs personnes modifient le même fichier et écrasent le travail des autres.',
              'Les mêmes informations sont ressaisies dans deux ou trois outils.',
              'Une erreur de formule a déjà coûté une facture, une commande ou un client.',
              'Vous payez un SaaS pour 20 % de ses fonctions et contournez le reste.',
              'Vos clients ou vos équipes terrain ont besoin d’un accès mobile simple.',
            ],
          },
          {
            heading: 'La bonne question',
            paragraphs: [
              'Combien d’heures par mois l’outil actuel fait-il perdre, et combien coûte une erreur ? Si la réponse dépasse quelques jours de travail par mois, un outil sur mesure se rembourse généralement en moins de deux ans.',
            ],
          },
        ],
      },
      {
        title: 'Ce qu’est une PWA',
        summary:
          'Une application web qui s’installe, fonctionne hors ligne et envoie des notifications.',
        blocks: [
          {
            paragraphs: [
              'Une PWA (progressive web app) est un site web qui se comporte comme une application : une seule base de code pour ordinateur, Android et iPhone, sans passer par les stores ni leurs commissions, et des mises à jour instantanées pour tous les utilisateurs.',
            ],
          },
          {
            heading: 'Hors ligne',
            paragraphs: [
              'Les écrans et les données utiles sont gardés sur l’appareil. Un technicien dans une cave ou un commercial dans le train continue de consulter ses fiches et de saisir ses relevés ; tout se synchronise au retour du réseau.',
            ],
          },
          {
            heading: 'Installation',
            paragraphs: [
              'L’application s’ajoute à l’écran d’accueil en un geste, s’ouvre en plein écran avec votre icône, sans téléchargement de plusieurs centaines de mégaoctets.',
            ],
          },
          {
            heading: 'Notifications',
            paragraphs: [
              'Rappel de rendez-vous, nouvelle commande, tâche assignée : les notifications push fonctionnent sur ordinateur et Android, et sur iPhone depuis iOS 16.4 lorsque l’application est installée.',
            ],
          },
        ],
      },
      {
        title: 'Les étapes d’un projet et leurs durées',
        summary: 'De l’idée à la mise en ligne en deux à quatre mois.',
        blocks: [
          {
            style: 'steps',
            bullets: [
              'Cadrage, 1 à 2 semaines : objectifs, utilisateurs, parcours prioritaires, données existantes, budget.',
              'Conception, 2 à 3 semaines : maquettes testées avec de vrais utilisateurs, architecture, planning.',
              'Développement, 4 à 8 semaines : livraisons toutes les deux semaines, que vous testez au fur et à mesure.',
              'Tests et mise en ligne, 1 à 2 semaines : recette, reprise des données, formation, lancement.',
            ],
          },
          {
            heading: 'Ce qui fait dériver un planning',
            bullets: [
              'Des décisions qui attendent : désignez une personne qui tranche côté entreprise.',
              'Des données à reprendre plus sales que prévu : faites un essai dès le cadrage.',
              'Des fonctions ajoutées en cours de route : notez-les pour la version suivante.',
            ],
          },
          {
            paragraphs: [
              'Une première version utile, limitée aux parcours essentiels, vaut mieux qu’une version complète livrée six mois plus tard : vos utilisateurs vous diront ce qui compte vraiment.',
            ],
          },
        ],
      },
      {
        title: 'Quel budget prévoir ?',
        summary: 'Des prix de référence et les coûts après la mise en ligne.',
        blocks: [
          {
            heading: 'Les prix de référence',
            bullets: [
              `Progressive web app : à partir de ${eur(prices.pwa.amount)}.`,
              `Application web sur mesure : à partir de ${eur(prices.webapps.amount)}.`,
              `Audit technique d’une application existante : ${eur(prices.audit.amount)}.`,
              `Conseil et expertise : à partir de ${eur(prices.conseil.amount)} de l’heure.`,
            ],
          },
          {
            heading: 'Ce qui fait varier le prix',
            bullets: [
              'Le nombre de profils d’utilisateurs et de droits différents.',
              'Les connexions à d’autres logiciels (comptabilité, CRM, paiement).',
              'Le mode hors ligne avec synchronisation et la gestion des conflits.',
              'La reprise et le nettoyage des données existantes.',
            ],
          },
          {
            heading: 'Après la mise en ligne',
            paragraphs: [
              'Prévoyez l’hébergement (souvent 10 à 60 € par mois), les mises à jour de sécurité et une petite enveloppe d’évolutions : 10 à 15 % du coût initial par an est un bon repère.',
            ],
          },
        ],
      },
      {
        title: 'Réussir son application',
        summary: 'Les bonnes pratiques qui font la différence après le lancement.',
        blocks: [
          {
            bullets: [
              'Impliquez les futurs utilisateurs dès les maquettes, pas seulement à la livraison.',
              'Mesurez l’usage réel : quels écrans servent, où les gens abandonnent.',
              'Soignez l’accessibilité : contrastes, navigation au clavier, textes lisibles.',
              'Protégez les données : sauvegardes testées, accès par rôle, connexions chiffrées.',
              'Restez propriétaire : code source, nom de domaine et comptes à votre nom.',
            ],
          },
          {
            heading: 'La documentation, une assurance',
            paragraphs: [
              'Exigez une documentation d’exploitation et un code lisible : le jour où vous changerez de prestataire ou agrandirez l’équipe, elle vous fera gagner des semaines.',
            ],
          },
        ],
      },
      {
        title: 'Checklist avant de vous lancer',
        summary: 'Dix points à vérifier avant le premier rendez-vous.',
        blocks: [
          {
            style: 'checklist',
            bullets: [
              'Le problème à résoudre tient en deux phrases.',
              'Vous savez combien d’heures ou d’erreurs l’outil actuel coûte chaque mois.',
              'Les utilisateurs et leurs appareils (ordinateur, mobile, tablette) sont listés.',
              'Les parcours indispensables de la première version sont identifiés.',
              'Vous savez si le mode hors ligne est nécessaire, et pour qui.',
              'Les logiciels à connecter sont listés, avec leurs accès.',
              'Les données à reprendre sont repérées et un extrait est disponible.',
              'Une personne de l’entreprise peut trancher et tester chaque quinzaine.',
              'Le budget couvre le projet et la première année d’exploitation.',
              'Le code, le domaine et les comptes seront à votre nom.',
            ],
          },
        ],
      },
    ],
    closing: {
      title: 'Parlons de votre application',
      text: 'Vous hésitez entre garder vos outils, adopter un logiciel du marché ou faire développer le vôtre ? En 30 minutes, gratuitement et sans engagement, nous faisons le point sur votre situation et la solution la plus raisonnable.',
      cta: 'Réservez votre consultation gratuite',
    },
  }
}
