import type { TermsOfSaleContent } from '@/features/legal/content/legal-types'
import { clockHour, dayAndMonth, oneLineAddress, spelled } from '@/features/legal/legal-text'
import { termsFigures as f } from '@/features/legal/terms-figures'
import { formatEuros } from '@/features/pricing/format-price'
import type { PublicSiteSettings } from '@/features/site-settings/public-settings'

const eur = (amount: number) => formatEuros(amount, 'fr')
const n = (count: number) => spelled(count, 'fr')
const { businessHours, otherTimes } = f.maintenanceRates

/** Conditions générales de vente, version française. */
export function termsOfSaleFr({
  siteName,
  address,
  legal,
}: PublicSiteSettings): TermsOfSaleContent {
  return {
    title: 'Conditions générales de vente',
    description: `Les conditions applicables aux prestations de ${siteName} : devis, prix forfaitaires, acompte, délais, recette, garantie, maintenance et propriété des livrables.`,
    lastUpdated: f.lastUpdated,
    preamble: {
      id: 'preambule',
      title: 'Préambule',
      blocks: [
        {
          kind: 'paragraph',
          text: `Les présentes conditions générales de vente (ci-après « CGV ») s’appliquent entre ${legal.legalName}, immatriculée sous le numéro SIRET ${legal.siret}, dont le siège est situé ${oneLineAddress(address)} (ci-après « le Prestataire »), et toute personne physique ou morale qui lui confie une prestation dans le cadre de son activité professionnelle (ci-après « le Client »).`,
        },
        {
          kind: 'paragraph',
          text: 'Conformément à l’article L441-1 du Code de commerce, elles constituent le socle unique de la relation commerciale. Elles sont jointes à chaque devis, communiquées à tout Client qui en fait la demande et consultables à tout moment sur le site, où elles peuvent être téléchargées au format PDF.',
        },
        {
          kind: 'paragraph',
          text: 'Toute commande emporte l’acceptation pleine et entière des présentes CGV, qui prévalent sur tout autre document du Client, notamment ses conditions générales d’achat, sauf accord écrit et exprès du Prestataire. Le fait pour le Prestataire de ne pas se prévaloir d’une clause ne vaut pas renonciation à s’en prévaloir ultérieurement.',
        },
      ],
    },
    definitions: {
      id: 'definitions',
      title: 'Définitions',
      blocks: [
        {
          kind: 'definitions',
          items: [
            {
              term: 'Client',
              definition:
                'La personne physique ou morale, agissant à des fins professionnelles, qui commande une Prestation au Prestataire.',
            },
            {
              term: 'Prestataire',
              definition: `${legal.legalName}, éditeur du site et auteur des Prestations.`,
            },
            {
              term: 'Devis',
              definition:
                'La proposition écrite et chiffrée du Prestataire qui décrit la Prestation, son prix forfaitaire, son calendrier prévisionnel et son échéancier de paiement.',
            },
            {
              term: 'Commande',
              definition:
                'Le Devis signé par le Client, accompagné du paiement de l’acompte ou du prix exigible avant le démarrage.',
            },
            {
              term: 'Prestation',
              definition:
                'Toute mission réalisée par le Prestataire : audit technique, conception et développement d’application web, d’application métier ou de PWA, intégration d’intelligence artificielle, formation, conseil et expertise.',
            },
            {
              term: 'Livrable',
              definition:
                'Tout élément remis au Client au titre d’une Prestation : application en ligne, code source, rapport, support de formation, documentation.',
            },
            {
              term: 'Livraison',
              definition:
                'La mise à disposition du Livrable, notifiée au Client par écrit (courrier électronique compris), qui ouvre la période de vérification.',
            },
            {
              term: 'Maintenance',
              definition:
                'Les interventions postérieures à la Livraison qui ne relèvent pas de la garantie : corrections, mises à jour, évolutions et assistance.',
            },
            {
              term: 'Services annexes',
              definition:
                'Le nom de domaine, l’hébergement et la messagerie que le Prestataire souscrit ou gère pour le compte du Client.',
            },
          ],
        },
      ],
    },
    articles: [
      {
        heading: 'Objet et champ d’application',
        blocks: [
          {
            kind: 'paragraph',
            text: 'Les présentes CGV définissent les conditions dans lesquelles le Prestataire réalise les Prestations commandées par le Client. Elles s’appliquent à toutes les Prestations, sauf conditions particulières prévues au Devis, qui prévalent alors sur elles.',
          },
          {
            kind: 'paragraph',
            text: 'Le Prestataire s’adresse exclusivement aux professionnels. En passant Commande, le Client reconnaît agir pour les besoins de son activité professionnelle.',
          },
          {
            kind: 'paragraph',
            text: 'Le Prestataire peut modifier les présentes CGV à tout moment. Les CGV applicables à une Commande sont celles en vigueur à la date de sa signature.',
          },
        ],
      },
      {
        heading: 'Devis et commande',
        blocks: [
          {
            kind: 'paragraph',
            text: 'Toute Prestation fait l’objet d’un Devis gratuit, établi après un échange sur les besoins du Client. Le Devis précise le périmètre de la Prestation, les Livrables, le prix forfaitaire, le calendrier prévisionnel et l’échéancier de paiement.',
          },
          {
            kind: 'paragraph',
            text: `Sauf mention contraire, le Devis est valable ${n(f.quoteValidityDays)} jours à compter de sa date d’émission. Les estimations affichées sur le site (calculateur de projet, diagnostic) sont indicatives et ne constituent pas un Devis.`,
          },
          {
            kind: 'paragraph',
            text: 'La Commande est ferme à la réception par le Prestataire du Devis signé, revêtu de la mention « Bon pour accord », et du paiement prévu à l’article 4. Toute modification du périmètre demandée ensuite fait l’objet d’un Devis complémentaire, qui peut modifier le prix et les délais.',
          },
        ],
      },
      {
        heading: 'Prix',
        blocks: [
          {
            kind: 'paragraph',
            text: 'Les Prestations sont vendues au forfait : le prix figurant au Devis est ferme et couvre l’ensemble du périmètre qui y est décrit. Les tarifs publiés sur le site sont des prix de départ ; seul le Devis fixe le prix définitif.',
          },
          {
            kind: 'paragraph',
            text: 'Les prix sont exprimés en euros hors taxes ; la TVA au taux en vigueur à la date de facturation s’y ajoute.',
          },
          {
            kind: 'paragraph',
            text: `Ne sont pas compris, sauf mention contraire au Devis : les frais de déplacement hors de l’agglomération de ${address.city}, les licences de logiciels et services tiers, les Services annexes et la Maintenance, qui est facturée séparément dans les conditions de l’article 11.`,
          },
        ],
      },
      {
        heading: 'Modalités de paiement',
        blocks: [
          {
            kind: 'paragraph',
            text: `Toute commande d’application web ou d’application métier donne lieu au versement, à la Commande, d’un acompte de ${f.depositPercent} % du prix. Les travaux démarrent à réception de cet acompte ; le solde est facturé à la Livraison, sauf échéances intermédiaires prévues au Devis.`,
          },
          {
            kind: 'paragraph',
            text: `Les autres missions d’une durée inférieure à ${n(f.fullPaymentBelowMonths)} mois sont réglées en totalité avant leur démarrage. Les missions plus longues sont réglées à hauteur de ${f.instalments.beforeStartPercent} % avant leur démarrage et de ${f.instalments.atDeliveryPercent} % à la Livraison.`,
          },
          {
            kind: 'paragraph',
            text: 'Les factures sont payables à réception, par carte bancaire ou par virement SEPA. Aucun escompte n’est accordé en cas de paiement anticipé.',
          },
        ],
      },
      {
        heading: 'Retard de paiement et contestation',
        blocks: [
          {
            kind: 'paragraph',
            text: `Tout retard de paiement entraîne de plein droit, dès le lendemain de la date d’échéance et sans rappel préalable, des pénalités de retard égales à ${n(f.latePenaltyTimesLegalRate)} fois le taux d’intérêt légal en vigueur, calculées sur les sommes restant dues.`,
          },
          {
            kind: 'paragraph',
            text: `Conformément aux articles L441-10 et D441-5 du Code de commerce, une indemnité forfaitaire pour frais de recouvrement de ${eur(f.recoveryIndemnityEuros)} est également due. Si les frais réellement engagés sont supérieurs, une indemnisation complémentaire peut être demandée sur justificatifs.`,
          },
          {
            kind: 'paragraph',
            text: 'Après une mise en demeure restée sans effet, le Prestataire peut suspendre les Prestations en cours jusqu’au paiement complet ; les délais sont prolongés d’autant.',
          },
          {
            kind: 'paragraph',
            text: `Toute contestation d’une facture doit être adressée au Prestataire par lettre recommandée avec accusé de réception, motifs à l’appui, dans un délai de ${n(f.billingDisputeDays)} jours à compter de sa réception. Passé ce délai, la facture est réputée acceptée. La contestation d’une partie de la facture ne dispense pas du paiement de la partie non contestée.`,
          },
        ],
      },
      {
        heading: 'Délais de livraison',
        blocks: [
          {
            kind: 'paragraph',
            text: `Le Prestataire livre dans les délais prévus au Devis. En cas de difficulté, il peut reporter la date de Livraison de ${n(f.deliveryPostponementMaxWeeks)} semaines au plus, en informant le Client par écrit dès qu’il en a connaissance.`,
          },
          {
            kind: 'paragraph',
            text: 'Au-delà de ce report, le Client peut résilier la Commande par lettre recommandée avec accusé de réception et obtenir le remboursement des sommes versées pour les Prestations non réalisées, à l’exclusion de toute autre indemnité.',
          },
          {
            kind: 'paragraph',
            text: 'Les délais sont suspendus de plein droit tant que le Client n’a pas fourni les contenus, accès ou validations nécessaires, en cas de retard de paiement et en cas de force majeure.',
          },
        ],
      },
      {
        heading: 'Obligations du Client',
        blocks: [
          {
            kind: 'paragraph',
            text: 'Le Client collabore activement à la bonne exécution de la Prestation. Il fournit en temps utile les contenus (textes, images, logos), les informations, les accès techniques et les validations nécessaires, et désigne un interlocuteur habilité à prendre les décisions.',
          },
          {
            kind: 'paragraph',
            text: 'Il garantit détenir les droits sur les contenus qu’il fournit et que ceux-ci respectent la loi ; il garantit le Prestataire contre toute réclamation de tiers à ce titre.',
          },
          {
            kind: 'paragraph',
            text: 'Le Client reste responsable de ses données, de ses sauvegardes et de la conformité des traitements de données personnelles qu’il réalise avec le Livrable.',
          },
        ],
      },
      {
        heading: 'Livraison et conformité',
        blocks: [
          {
            kind: 'paragraph',
            text: `À la Livraison, le Client vérifie la conformité du Livrable au Devis. Il signale toute non-conformité par écrit, de façon précise et détaillée, dans un délai de ${n(f.nonConformityReportMonths)} mois à compter de la Livraison.`,
          },
          {
            kind: 'paragraph',
            text: 'Le Prestataire corrige sans frais les non-conformités signalées dans ce délai et livre une version corrigée. Une réserve mineure qui n’empêche pas l’utilisation du Livrable ne fait pas obstacle à son acceptation.',
          },
          {
            kind: 'paragraph',
            text: 'À défaut de signalement dans ce délai, le Livrable est réputé conforme et accepté sans réserve.',
          },
        ],
      },
      {
        heading: 'Garantie des vices cachés',
        blocks: [
          {
            kind: 'paragraph',
            text: `Le Prestataire garantit le Livrable contre les vices cachés, c’est-à-dire les anomalies de fonctionnement qui ne pouvaient être décelées lors de la vérification de conformité, pendant ${n(f.hiddenDefectWarrantyMonths)} mois à compter de la Livraison. Pendant cette période, il corrige gratuitement toute anomalie reproductible qui lui est signalée par écrit.`,
          },
          {
            kind: 'paragraph',
            text: 'La garantie ne couvre pas :',
          },
          {
            kind: 'list',
            items: [
              'les modifications apportées au Livrable par le Client ou par un tiers ;',
              'une utilisation non conforme à la documentation ou à la destination du Livrable ;',
              'les évolutions de services tiers postérieures à la Livraison (navigateurs, systèmes d’exploitation, API, modèles d’intelligence artificielle, hébergement) ;',
              'les demandes d’évolution, qui relèvent de la Maintenance.',
            ],
          },
          {
            kind: 'paragraph',
            text: 'Au-delà de cette période, les corrections sont facturées au titre de la Maintenance.',
          },
        ],
      },
      {
        heading: 'Propriété intellectuelle et réserve de propriété',
        blocks: [
          {
            kind: 'paragraph',
            text: 'Le Prestataire conserve la propriété des Livrables jusqu’au paiement intégral du prix, frais et accessoires compris. Jusqu’à ce paiement, le Client ne dispose que d’un droit d’usage, que le Prestataire peut suspendre en cas de défaut de paiement.',
          },
          {
            kind: 'paragraph',
            text: 'Au paiement intégral, le Prestataire cède au Client les droits patrimoniaux d’auteur (reproduction, représentation, adaptation et distribution) sur les développements spécifiques réalisés pour lui, pour le monde entier et pour toute la durée légale de protection.',
          },
          {
            kind: 'paragraph',
            text: 'Les outils, composants génériques et savoir-faire antérieurs du Prestataire, ainsi que les bibliothèques sous licence libre, restent la propriété de leurs titulaires : le Client reçoit sur les premiers une licence d’utilisation non exclusive limitée à l’exploitation du Livrable, et utilise les secondes selon leur licence.',
          },
          {
            kind: 'paragraph',
            text: 'Sauf refus écrit du Client, le Prestataire peut citer la réalisation parmi ses références, sans divulguer d’information confidentielle.',
          },
        ],
      },
      {
        heading: 'Maintenance et services annexes',
        blocks: [
          {
            kind: 'paragraph',
            text: 'La Maintenance n’est pas comprise dans le prix forfaitaire des Prestations. Elle est facturée séparément, au temps passé, aux tarifs horaires suivants :',
          },
          {
            kind: 'list',
            items: [
              `${eur(businessHours.euros)} HT de l’heure du lundi au vendredi, de ${clockHour(businessHours.fromHour, 'fr')} à ${clockHour(businessHours.toHour, 'fr')} ;`,
              `${eur(otherTimes.euros)} HT de l’heure en dehors de ces jours et horaires, jours fériés compris.`,
            ],
          },
          {
            kind: 'paragraph',
            text: `Le nom de domaine, l’hébergement et la messagerie sont facturés annuellement, le ${dayAndMonth(f.yearlyServicesBilling.day, f.yearlyServicesBilling.month, 'fr')}, pour l’année civile à venir. La première année, ils sont facturés à leur mise en service, au prorata des mois restant à courir.`,
          },
          {
            kind: 'paragraph',
            text: 'Ces Services annexes sont reconduits chaque année, sauf demande contraire du Client adressée par écrit avant leur échéance. En fin de relation, et une fois les sommes dues réglées, le Prestataire transfère au Client le nom de domaine et les accès nécessaires.',
          },
        ],
      },
      {
        heading: 'Non-sollicitation',
        blocks: [
          {
            kind: 'paragraph',
            text: `Le Client s’interdit, pendant toute la durée de la relation contractuelle et pendant ${n(f.nonSolicitationYears)} ans après son terme, de solliciter, d’embaucher ou de faire travailler, directement ou par personne interposée, tout collaborateur ou sous-traitant du Prestataire ayant participé aux Prestations, sans l’accord écrit de celui-ci.`,
          },
          {
            kind: 'paragraph',
            text: 'Tout manquement à cette obligation oblige le Client à indemniser le Prestataire du préjudice subi.',
          },
        ],
      },
      {
        heading: 'Responsabilité, force majeure et litiges',
        blocks: [
          {
            kind: 'paragraph',
            text: 'Le Prestataire est tenu d’une obligation de moyens. Sa responsabilité, limitée aux dommages directs prouvés, ne peut excéder le montant hors taxes payé par le Client pour la Prestation concernée. Il ne répond pas des dommages indirects, tels que les pertes d’exploitation, de chiffre d’affaires, de clientèle ou de données.',
          },
          {
            kind: 'paragraph',
            text: 'Les résultats produits par les outils d’intelligence artificielle intégrés au Livrable restent sous le contrôle du Client, qui en vérifie la pertinence avant tout usage ayant des conséquences pour des tiers.',
          },
          {
            kind: 'paragraph',
            text: 'Aucune partie n’est responsable d’un manquement dû à un cas de force majeure au sens de l’article 1218 du Code civil. L’exécution est alors suspendue ; si l’empêchement est définitif, le contrat est résolu de plein droit.',
          },
          {
            kind: 'paragraph',
            text: 'Les données personnelles échangées pour l’exécution des Prestations sont traitées conformément au RGPD, comme le décrit la politique de confidentialité.',
            link: {
              label: 'Lire la politique de confidentialité',
              href: '/politique-confidentialite',
            },
          },
          {
            kind: 'paragraph',
            text: 'Les présentes CGV sont soumises au droit français. En cas de litige, les parties recherchent d’abord une solution amiable ; à défaut, le litige est porté devant les juridictions compétentes du ressort du siège du Prestataire.',
          },
        ],
      },
    ],
    keyPoints: {
      title: 'Points clés',
      items: [
        `Acompte de ${f.depositPercent} % pour démarrer un projet`,
        'Prix forfaitaires : le prix du devis est ferme',
        'Le Prestataire reste propriétaire des livrables jusqu’au paiement complet',
        `Maintenance facturée séparément, ${eur(businessHours.euros)} HT de l’heure en semaine`,
      ],
    },
    contact: {
      title: 'Contact',
      text: 'Une question sur ces conditions générales de vente ou sur un devis ? Écrivez-nous ou appelez-nous :',
    },
  }
}
