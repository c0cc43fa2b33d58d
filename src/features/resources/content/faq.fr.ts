import type { FaqThemeContent } from '@/features/resources/content/faq-content-types'
import { formatEuros } from '@/features/pricing/format-price'
import type { SiteFigures } from '@/features/site-settings/site-figures'

const eur = (amount: number) => formatEuros(amount, 'fr')

/** The resources centre's questions, in French, by theme. */
export function faqFr({ address, prices }: SiteFigures): FaqThemeContent[] {
  return [
    {
      id: 'services',
      title: 'Services et tarifs',
      entries: [
        { home: 'price' },
        {
          id: 'audit',
          question: `Que contient l’audit technique à ${eur(prices.audit.amount)} ?`,
          answer:
            'Une analyse complète de votre site ou de votre application : performance et Core Web Vitals, sécurité et dépendances, référencement technique, accessibilité et parcours de vos visiteurs. Vous recevez un rapport clair et un plan d’action priorisé et chiffré, à mettre en œuvre avec moi ou avec votre prestataire actuel.',
        },
        {
          id: 'small-business',
          question: 'Travaillez-vous avec les très petites entreprises et les indépendants ?',
          answer:
            'Oui, c’est l’essentiel de ma clientèle : artisans, commerçants, cabinets, agences et PME de quelques personnes à une cinquantaine de salariés. Les projets sont découpés pour démarrer petit, avec un budget maîtrisé, puis grandir si les résultats sont là.',
        },
        {
          id: 'quote',
          question: 'Le devis est-il gratuit, et le prix peut-il changer en cours de route ?',
          answer:
            'Le devis est gratuit et détaillé étape par étape. Le prix est forfaitaire : il ne bouge pas tant que le périmètre ne change pas. Une fonctionnalité ajoutée en cours de projet fait l’objet d’un avenant chiffré que vous acceptez ou non, jamais d’une facture surprise.',
        },
        {
          id: 'consulting',
          question: `Comment fonctionne le conseil à ${eur(prices.conseil.amount)} de l’heure ?`,
          answer:
            'Pour un avis d’expert ponctuel : choix d’une technologie, relecture d’un cahier des charges, arbitrage entre deux devis, revue de code ou d’architecture. Vous réservez le nombre d’heures dont vous avez besoin, sans abonnement, et chaque séance se conclut par une synthèse écrite.',
        },
      ],
    },
    {
      id: 'process',
      title: 'Déroulement et délais',
      entries: [
        { home: 'delay' },
        { home: 'consultation' },
        {
          id: 'specifications',
          question: 'Dois-je rédiger un cahier des charges avant de vous contacter ?',
          answer:
            'Non. Quelques phrases sur votre activité, ce qui vous freine et ce que vous aimeriez obtenir suffisent. La phase d’analyse sert justement à transformer ces besoins en un cahier des charges précis, que vous validez avant toute ligne de code.',
        },
        {
          id: 'remote',
          question: 'Travaillez-vous à distance ?',
          answer: `Oui, la plupart des projets se déroulent entièrement à distance : visioconférences, démonstrations régulières et un espace partagé pour suivre l’avancement. Je suis basé à ${address.city} et je me déplace volontiers pour un atelier de lancement ou une formation sur site.`,
        },
        {
          id: 'involvement',
          question: 'Combien de temps devrai-je consacrer au projet ?',
          answer:
            'Comptez une à deux heures par semaine : un point d’avancement, la validation des maquettes et le test des livraisons. Votre connaissance du métier compte surtout au démarrage ; ensuite, je ne vous sollicite que lorsqu’une décision vous revient.',
        },
      ],
    },
    {
      id: 'technical',
      title: 'Technique : PWA et applications web',
      entries: [
        {
          id: 'pwa',
          question: 'Qu’est-ce qu’une PWA, et quelle différence avec une application mobile ?',
          answer:
            'Une Progressive Web App est un site qui s’installe sur l’écran d’accueil comme une application, fonctionne hors connexion et peut envoyer des notifications. Elle est développée une seule fois pour iPhone, Android et ordinateur, sans passer par les stores ni payer leurs commissions : c’est souvent nettement moins cher qu’une application native.',
        },
        {
          id: 'iphone',
          question: 'Une PWA fonctionne-t-elle sur iPhone ?',
          answer:
            'Oui : Safari permet de l’ajouter à l’écran d’accueil et, depuis iOS 16.4, elle peut recevoir des notifications. Quelques fonctions restent réservées aux applications natives, comme certains capteurs ou le paiement intégré des stores : je vous le signale dès l’analyse si votre projet en dépend.',
        },
        {
          id: 'existing',
          question: 'Pouvez-vous reprendre une application ou un site existant ?',
          answer:
            'Oui. Je commence par un audit pour mesurer l’état du code, de la sécurité et des performances, puis je vous propose de corriger, de faire évoluer ou, si c’est plus raisonnable, de reconstruire par étapes. On ne repart jamais de zéro sans une bonne raison chiffrée.',
        },
        {
          id: 'quality',
          question: 'Mon application sera-t-elle rapide, accessible et bien référencée ?',
          answer:
            'C’est inclus, pas en option : pages rendues côté serveur, temps de chargement mesurés, accessibilité selon les règles WCAG (contrastes, navigation au clavier, lecteurs d’écran) et référencement technique (balises, données structurées, plan du site). Ces critères font partie de la recette avant la mise en ligne.',
        },
        {
          id: 'hosting',
          question: 'Où sont hébergées mes données ?',
          answer:
            'Chez un hébergeur situé dans l’Union européenne, choisi avec vous, dans le respect du RGPD. Vous gardez l’accès à tout : serveurs, base de données et sauvegardes, qui sont automatiques et testées.',
        },
      ],
    },
    {
      id: 'ai',
      title: 'Intelligence artificielle',
      entries: [
        {
          id: 'ai-start',
          question: 'Par où commencer avec l’IA dans une petite entreprise ?',
          answer:
            'Par une tâche répétitive, fréquente et faite sur du texte : tri des e-mails, saisie de factures ou de bons de commande, réponses aux questions courantes. Le diagnostic business gratuit vous aide à repérer les heures perdues, et le guide IA pour l’entreprise détaille la méthode d’un premier projet en quelques semaines.',
        },
        {
          id: 'ai-data',
          question: 'Mes données partent-elles chez ChatGPT ? Qu’en est-il du RGPD ?',
          answer:
            'Pas sans votre accord. Je privilégie des offres professionnelles dont les données ne servent pas à entraîner les modèles, hébergées en Europe quand c’est possible, et je n’envoie au modèle que le strict nécessaire, anonymisé si besoin. Chaque intégration est documentée pour votre registre des traitements.',
        },
        {
          id: 'ai-jobs',
          question: 'L’IA va-t-elle remplacer mes collaborateurs ?',
          answer:
            'Ce n’est pas l’objectif. Les projets que je mène retirent des tâches de faible valeur (ressaisies, tri, premiers jets) à des personnes dont le temps est précieux. Une personne garde toujours la main sur ce qui engage l’entreprise : un devis, une réponse à un client, une décision.',
        },
        {
          id: 'ai-roi',
          question: 'Combien coûte une intégration d’IA, et quand est-elle rentabilisée ?',
          answer: `Une intégration démarre à ${eur(prices.ia.amount)}. Si elle libère cinq heures par semaine à une personne dont l’heure coûte ${eur(40)}, elle rapporte plus de ${eur(10000)} par an : la plupart des projets sont rentabilisés en quelques mois. Le diagnostic gratuit refait ce calcul avec vos propres chiffres.`,
        },
      ],
    },
    {
      id: 'support',
      title: 'Accompagnement et maintenance',
      entries: [
        { home: 'maintenance' },
        {
          id: 'bugs',
          question: 'Que se passe-t-il si un bug apparaît après la livraison ?',
          answer:
            'Vous disposez de deux mois après la livraison pour signaler une non-conformité, corrigée sans frais, et d’une garantie de trois mois sur les défauts cachés. Au-delà, la maintenance prend le relais, selon les conditions générales de vente.',
        },
        {
          id: 'training',
          question: 'Pouvez-vous former mon équipe ?',
          answer: `Oui. Les formations démarrent à ${eur(prices.formation.amount)} et se construisent sur vos propres outils et cas : prise en main d’une application, bonnes pratiques de développement, usage de l’IA au quotidien. En présentiel ou à distance, avec des supports que vous gardez.`,
        },
        {
          id: 'lock-in',
          question: 'Et si un jour vous n’êtes plus disponible ?',
          answer:
            'Vous n’êtes jamais captif : le code est documenté, conservé dans un dépôt qui vous appartient et écrit avec des technologies répandues (TypeScript, React, PostgreSQL) que tout développeur compétent peut reprendre. Une documentation d’exploitation vous est remise à la livraison.',
        },
      ],
    },
    {
      id: 'payment',
      title: 'Paiement et facturation',
      entries: [
        { home: 'payment' },
        {
          id: 'deposit',
          question: 'Pourquoi un acompte de 50 % ?',
          answer:
            'Pour les applications web et métier, l’acompte réserve votre place dans le planning et couvre les premières étapes, l’analyse et la conception. Le solde n’est dû qu’à la livraison, après votre recette : vous ne payez jamais la totalité d’un travail que vous n’avez pas vu.',
        },
        { home: 'ownership' },
        {
          id: 'hosting-fees',
          question: 'Qui paie l’hébergement et le nom de domaine ?',
          answer:
            'Vous, car ils ne sont pas compris dans le prix du projet. Si vous me confiez leur gestion, l’hébergement, le nom de domaine et la messagerie sont facturés une fois par an, au 1er janvier ; sinon, vous les réglez directement à votre hébergeur, à votre nom.',
        },
      ],
    },
  ]
}
