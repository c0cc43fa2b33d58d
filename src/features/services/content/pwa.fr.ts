import { formatEuros } from '@/features/pricing/format-price'
import type { ServiceContent } from '@/features/services/content/service-content-types'
import type { SiteFigures } from '@/features/site-settings/site-figures'

/** The progressive web app page, in French. */
export function pwaFr({ prices }: SiteFigures): ServiceContent {
  const price = formatEuros(prices.pwa.amount, 'fr')
  return {
    metaTitle: 'Progressive Web App (PWA) pour fidéliser vos clients',
    metaDescription: `Une application installable sur mobile sans passer par les stores : hors ligne, notifications, commande ou fidélité. PWA sur mesure à partir de ${price}.`,
    lead: 'Une PWA est une application que vos clients installent depuis votre site en un geste, sans App Store ni Google Play. Elle s’ouvre depuis l’écran d’accueil, fonctionne même sans réseau et vous permet d’envoyer des notifications : votre enseigne reste dans leur poche, et ils reviennent.',
    deliverables: [
      {
        title: 'Une application installable',
        text: 'Icône sur l’écran d’accueil, ouverture en plein écran, démarrage rapide : sur Android comme sur iPhone, sans store ni délai de validation.',
      },
      {
        title: 'Un fonctionnement hors ligne',
        text: 'Catalogue, carte de fidélité, bons de commande ou fiches d’intervention restent consultables sans réseau ; les saisies partent dès le retour de la connexion.',
      },
      {
        title: 'Des notifications qui font revenir',
        text: 'Nouveautés, rappels de rendez-vous, commande prête : des messages envoyés au bon moment, que vos clients ont choisi de recevoir.',
      },
      {
        title: 'Un espace pour gérer vos contenus',
        text: 'Vous modifiez vous-même les offres, les horaires et les messages, sans attendre un développeur pour chaque changement.',
      },
      {
        title: 'Une seule application pour tous les écrans',
        text: 'Téléphone, tablette et ordinateur partagent le même code : un seul projet à maintenir, et des mises à jour disponibles pour tous immédiatement.',
      },
      {
        title: 'Des mesures d’usage respectueuses',
        text: 'Installations, visites et commandes suivies dans le respect du RGPD, pour savoir ce que l’application vous rapporte.',
      },
    ],
    audiences: [
      {
        title: 'Commerces et restaurants',
        text: 'Carte de fidélité, commande à emporter, réservation : vos clients vous retrouvent en un geste plutôt que chez un concurrent.',
      },
      {
        title: 'Activités sur rendez-vous',
        text: 'Instituts, cabinets, garages, salles de sport : prise de rendez-vous, rappels automatiques et moins de rendez-vous oubliés.',
      },
      {
        title: 'Équipes sur le terrain',
        text: 'Techniciens, commerciaux, livreurs : fiches d’intervention, photos et signatures saisies même sans réseau, dans un sous-sol ou en zone blanche.',
      },
      {
        title: 'Entreprises qui hésitent à créer une app native',
        text: 'Vous voulez une application mobile sans payer deux développements, iPhone et Android, ni subir les règles et commissions des stores.',
      },
    ],
    pricing: {
      basis: `À partir de ${price} pour une PWA ciblée, par exemple une carte de fidélité avec notifications ou un catalogue consultable hors ligne. Le nombre d’écrans, les connexions à vos outils (caisse, agenda, boutique en ligne) et l’espace de gestion font varier le prix, fixé dans un devis forfaitaire avant le démarrage.`,
      included: [
        'Le cadrage, les parcours et les maquettes validés avec vous',
        'Le développement, les tests sur Android et iPhone et la mise en ligne',
        'L’accompagnement des premières semaines après le lancement',
        'Le code source et les données, qui vous appartiennent une fois le projet réglé',
      ],
      schedule:
        '50 % d’acompte à la commande et 50 % à la livraison, par carte bancaire ou virement SEPA. L’hébergement et la maintenance sont proposés séparément.',
    },
    faq: [
      {
        question: 'Quelle différence avec une application native ?',
        answer:
          'Une application native est développée deux fois, pour iPhone et pour Android, puis publiée sur les stores. Une PWA est une seule application web qui s’installe depuis votre site : un seul développement, des mises à jour immédiates et aucune commission. Pour la fidélité, la commande, les rendez-vous ou un catalogue, elle suffit largement.',
      },
      {
        question: 'Fonctionne-t-elle sur iPhone ?',
        answer:
          'Oui. Sur iPhone et iPad, l’installation se fait depuis Safari avec « Sur l’écran d’accueil », et les notifications sont prises en charge pour les applications installées depuis iOS 16.4. L’application guide vos clients pas à pas au moment de l’installer.',
      },
      {
        question: 'Mes clients doivent-ils passer par un store ?',
        answer:
          'Non, ils l’installent directement depuis votre site. Si une présence sur Google Play compte pour vous, la PWA peut y être publiée ensuite : nous en parlons au cadrage.',
      },
      {
        question: 'Puis-je transformer mon site actuel en PWA ?',
        answer:
          'Souvent, oui : si votre site repose sur une base saine, on peut lui ajouter l’installation, le hors-ligne et les notifications sans tout refaire. Un audit technique ou la consultation gratuite permettent de le vérifier avant de chiffrer.',
      },
      {
        question: 'Que se passe-t-il quand il n’y a pas de réseau ?',
        answer:
          'Les écrans et les données déjà consultés restent disponibles, et ce que vos clients ou vos équipes saisissent est gardé sur l’appareil puis envoyé automatiquement au retour de la connexion. Ce qui doit fonctionner hors ligne est décidé avec vous dès le cadrage.',
      },
    ],
  }
}
