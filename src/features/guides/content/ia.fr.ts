import type { GuideContent } from '@/features/guides/content/guide-content-types'
import { paybackMonths, paybackWords } from '@/features/guides/content/payback'
import { formatEuros } from '@/features/pricing/format-price'
import type { SiteFigures } from '@/features/site-settings/site-figures'

const eur = (amount: number) => formatEuros(amount, 'fr')

/** The AI business guide, in French. */
export function iaFr({ prices }: SiteFigures): GuideContent {
  return {
    title: 'L’IA en entreprise : le guide pratique',
    subtitle: 'Où l’intelligence artificielle fait gagner du temps à une PME, et comment démarrer',
    pitch:
      'Un guide concret pour dirigeants de TPE et PME : les usages de l’IA qui rapportent vraiment, une méthode pour lancer un premier projet sans risque, des ordres de grandeur de coûts et de retour sur investissement, et les règles à respecter pour vos données.',
    audience: [
      'Dirigeants de TPE et PME qui veulent savoir ce que l’IA peut faire pour eux, sans jargon',
      'Responsables administratifs, commerciaux ou support noyés sous les tâches répétitives',
      'Indépendants et associés qui préparent un budget digital pour l’année',
    ],
    benefits: [
      'Quatre usages éprouvés, avec des exemples chiffrés',
      'Une méthode en cinq étapes pour un premier projet en quelques semaines',
      'Un calcul de retour sur investissement à refaire avec vos propres chiffres',
      'Les points RGPD à vérifier avant d’envoyer une donnée à un modèle',
    ],
    extract: {
      heading: 'Extrait : le bon premier projet',
      text: 'Le meilleur premier projet d’IA n’est pas le plus spectaculaire : c’est une tâche répétitive, fréquente, faite sur du texte, où une erreur est rattrapable parce qu’une personne valide le résultat. Le tri des e-mails entrants coche presque toujours ces cases.',
    },
    chapters: [
      {
        title: 'L’IA utile, sans le battage',
        summary:
          'Ce que les modèles actuels font bien, ce qu’ils font mal, et comment reconnaître un bon cas d’usage.',
        blocks: [
          {
            paragraphs: [
              'Les modèles de langage savent lire, résumer, classer, extraire et rédiger du texte en quelques secondes. Ils ne savent pas garantir l’exactitude d’un chiffre, connaître vos clients sans qu’on les leur montre, ni prendre une décision engageante à votre place.',
              'Pour une PME, l’IA rapporte quand elle retire une tâche de faible valeur à quelqu’un dont le temps coûte cher, pas quand elle remplace un métier.',
            ],
          },
          {
            heading: 'Les cinq critères d’un bon cas d’usage',
            bullets: [
              'La tâche est répétitive : elle revient chaque jour ou chaque semaine.',
              'Le volume est réel : au moins quelques heures par semaine, cumulées.',
              'La matière est du texte ou des documents : e-mails, PDF, formulaires, notes.',
              'Une erreur est rattrapable : une personne relit avant que cela n’engage l’entreprise.',
              'Le résultat se mesure : temps gagné, délai de réponse, erreurs évitées.',
            ],
          },
          {
            heading: 'À éviter pour commencer',
            paragraphs: [
              'Les décisions sans relecture (devis envoyés automatiquement, réponses juridiques), les calculs financiers sans contrôle et les projets « on verra bien ce que ça donne » sans tâche précise ni indicateur.',
            ],
          },
        ],
      },
      {
        title: 'Tri des e-mails et extraction de documents',
        summary: 'Deux usages qui libèrent des heures dès le premier mois.',
        blocks: [
          {
            heading: 'Le tri des e-mails entrants',
            paragraphs: [
              'Une boîte partagée (contact@, commandes@, sav@) reçoit des demandes mêlées. Le modèle lit chaque message, lui attribue une catégorie (devis, réclamation, facture, candidature, prospection), en extrait l’essentiel et le route vers la bonne personne ou le bon outil, avec un brouillon de réponse à valider.',
              'Exemple typique : une entreprise de 12 personnes qui reçoit 80 e-mails par jour passe de 90 minutes de tri quotidien à 20 minutes de validation.',
            ],
          },
          {
            heading: 'L’extraction de documents',
            paragraphs: [
              'Factures fournisseurs, bons de commande, attestations, CV : l’IA lit le PDF ou la photo, en extrait les champs utiles (montant, date, référence, SIRET) et les pousse dans votre logiciel de gestion ou un tableur.',
            ],
            bullets: [
              'Commencez par un seul type de document, le plus fréquent.',
              'Gardez une validation humaine des montants au début, puis par échantillon.',
              'Mesurez le taux de champs corrects sur 100 documents avant de généraliser.',
            ],
          },
        ],
      },
      {
        title: 'Assistants de support client et reporting',
        summary: 'Répondre plus vite à vos clients et obtenir vos chiffres sans ressaisie.',
        blocks: [
          {
            heading: 'Un assistant qui connaît votre entreprise',
            paragraphs: [
              'Un assistant de support répond aux questions fréquentes (délais, livraison, tarifs, procédures) à partir de vos propres documents : conditions générales, FAQ, fiches produits. Il cite sa source et passe la main à un humain dès que la question sort de son périmètre ou que le client le demande.',
            ],
            bullets: [
              'Disponible le soir et le week-end, sans astreinte.',
              'Réponses cohérentes, à jour dès que vous modifiez un document.',
              'Historique des questions posées : une mine pour améliorer vos offres.',
            ],
          },
          {
            heading: 'Le reporting automatisé',
            paragraphs: [
              'Chaque lundi, un rapport rédigé arrive dans votre boîte : ventes de la semaine, devis en attente, tickets ouverts, avec trois lignes de commentaire sur ce qui a changé. L’IA ne calcule pas les chiffres (votre base de données le fait, sans erreur) : elle les met en mots et signale les écarts.',
            ],
          },
        ],
      },
      {
        title: 'Par où commencer : la méthode en cinq étapes',
        summary: 'Un premier projet livré en quelques semaines, sans pari risqué.',
        blocks: [
          {
            style: 'steps',
            bullets: [
              'Listez les tâches répétitives de l’équipe pendant une semaine, avec le temps passé.',
              'Choisissez-en une seule, selon les cinq critères du chapitre 1.',
              'Testez sur vos données réelles : 50 à 100 exemples suffisent pour juger.',
              'Déployez avec une validation humaine et un indicateur suivi chaque semaine.',
              'Après un mois, décidez : étendre, ajuster ou arrêter, chiffres à l’appui.',
            ],
          },
          {
            heading: 'Acheter un outil ou faire intégrer ?',
            paragraphs: [
              'Un outil du marché suffit si votre besoin est standard et que vos données peuvent y aller. Une intégration sur mesure se justifie quand l’IA doit se brancher à vos logiciels (messagerie, CRM, ERP, base clients) ou quand vos données doivent rester sous votre contrôle.',
            ],
          },
          {
            heading: 'Embarquer l’équipe',
            paragraphs: [
              'Présentez l’IA comme un assistant qui retire les tâches ingrates, associez les personnes concernées au test et formez-les à relire efficacement. Un projet imposé sans elles échoue, même techniquement réussi.',
            ],
          },
        ],
      },
      {
        title: 'Coûts et retour sur investissement',
        summary: 'Des ordres de grandeur pour budgéter et un calcul à refaire avec vos chiffres.',
        blocks: [
          {
            heading: 'Ce que coûte un projet',
            bullets: [
              `Intégration d’IA sur mesure : à partir de ${eur(prices.ia.amount)}.`,
              `Conseil et expertise ponctuels : à partir de ${eur(prices.conseil.amount)} de l’heure.`,
              `Formation de l’équipe : à partir de ${eur(prices.formation.amount)}.`,
              'Coûts d’usage des modèles : souvent 20 à 150 € par mois pour une PME, selon le volume.',
            ],
          },
          {
            heading: 'Un calcul de retour sur investissement',
            paragraphs: [
              `Prenons le tri des e-mails : 5 heures gagnées par semaine, à un coût chargé de 35 € de l’heure, sur 45 semaines travaillées, font 7 875 € par an. Face à une intégration de ${eur(prices.ia.amount)} et 50 € d’usage mensuel (600 € par an), le projet est rentabilisé en ${paybackWords(paybackMonths(prices.ia.amount, 7875, 50), 'fr')}.`,
              'Refaites ce calcul avec vos chiffres : heures réellement gagnées (mesurées, pas espérées), coût horaire chargé, coût du projet et de l’usage. Si le retour dépasse douze mois, choisissez un autre premier cas.',
            ],
          },
          {
            heading: 'Les gains qui ne se voient pas dans le calcul',
            bullets: [
              'Des clients qui reçoivent une réponse dans l’heure au lieu du lendemain.',
              'Moins d’erreurs de ressaisie, donc moins de litiges.',
              'Une équipe disponible pour le travail qui demande du jugement.',
            ],
          },
        ],
      },
      {
        title: 'Risques, RGPD et données',
        summary: 'Les règles à respecter avant d’envoyer une seule donnée à un modèle.',
        blocks: [
          {
            heading: 'Vos obligations',
            bullets: [
              'Base légale : vérifiez que le traitement de données personnelles est couvert (contrat, intérêt légitime).',
              'Sous-traitance : un contrat avec le fournisseur du modèle (DPA) et, hors Union européenne, des garanties de transfert.',
              'Pas de réutilisation : choisissez une offre qui n’entraîne pas ses modèles avec vos données.',
              'Information : mentionnez l’usage de l’IA dans votre politique de confidentialité.',
              'Minimisation : n’envoyez que les champs nécessaires et masquez le reste.',
            ],
          },
          {
            heading: 'Les risques techniques',
            paragraphs: [
              'Un modèle peut inventer une réponse plausible mais fausse. Les parades sont connues : le limiter à vos documents, lui faire citer sa source, garder une validation humaine pour tout ce qui engage l’entreprise et journaliser les échanges pour pouvoir vérifier.',
              'Le règlement européen sur l’IA impose aussi la transparence : un client qui échange avec un assistant doit savoir qu’il ne parle pas à une personne.',
            ],
          },
        ],
      },
      {
        title: 'Checklist avant de lancer votre projet',
        summary: 'Quinze minutes pour vérifier que votre projet est prêt.',
        blocks: [
          {
            style: 'checklist',
            bullets: [
              'La tâche visée est décrite en une phrase, avec le temps passé chaque semaine.',
              'Elle remplit les cinq critères : répétitive, volumineuse, textuelle, rattrapable, mesurable.',
              'Vous avez 50 à 100 exemples réels pour tester.',
              'Une personne est responsable de la validation et du suivi.',
              'L’indicateur de réussite et sa valeur de départ sont notés.',
              'Le budget couvre le projet et un an d’usage.',
              'Le fournisseur du modèle a signé un contrat de sous-traitance (DPA).',
              'Les données envoyées sont limitées au nécessaire.',
              'La politique de confidentialité mentionne le traitement.',
              'L’équipe concernée a été associée et formée.',
              'Une date de bilan est fixée, un mois après le lancement.',
            ],
          },
        ],
      },
    ],
    closing: {
      title: 'Parlons de votre premier projet IA',
      text: 'Vous avez repéré une tâche qui pourrait être automatisée ? En 30 minutes, gratuitement et sans engagement, nous regardons ensemble si elle s’y prête, ce que cela coûterait et ce que vous pouvez en attendre.',
      cta: 'Réservez votre consultation gratuite',
    },
  }
}
